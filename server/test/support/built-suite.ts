// A built suite on disk, as `npm run build` leaves one, for the tests of releases: the shell's page,
// the workspace builds of two remotes, dist/remotes.json naming them, and two releases of mf-homework
// made by the local release command's layout (dist/releases/<remote>/<version>/).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RemoteContract } from '@homework/contracts';

export const remoteContract = (title: string, name = 'mf_homework'): RemoteContract => ({
  name,
  section: 'Homework',
  routes: [{ path: '/homework/all-homework', title, access: 'homework' }],
  menu: [{ label: title, path: '/homework/all-homework', parent: 'homework', order: 1, access: 'homework' }],
});

export const federationManifest = (entry: string) => ({ metaData: { remoteEntry: { name: entry, path: '' } }, exposes: [{ path: './app', assets: { js: { sync: ['app.0a0a0a0a0a.js'] } } }] });

export async function builtSuite(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-release-'));
  const marking = { ...remoteContract('Marking', 'mf_marking'), manifest: '/remotes/mf-marking/mf-manifest.json' };
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!DOCTYPE html><html><head><title>shell</title></head><body></body></html>',
    'mf-homework/dist/mf-manifest.json': JSON.stringify(federationManifest('remoteEntry.0000000000.js')),
    'mf-marking/dist/mf-manifest.json': JSON.stringify(federationManifest('remoteEntry.1111111111.js')),
    'dist/remotes.json': JSON.stringify([{ ...remoteContract('All Homework'), manifest: '/remotes/mf-homework/mf-manifest.json' }, marking]),
  };
  for (const [version, title, entry] of [
    ['1.0.0', 'All Homework', 'remoteEntry.aaaaaaaaaa.js'],
    ['1.1.0', 'All Homework, released', 'remoteEntry.bbbbbbbbbb.js'],
  ] as const) {
    const folder = `dist/releases/mf-homework/${version}`;
    files[`${folder}/contract.json`] = JSON.stringify(remoteContract(title));
    files[`${folder}/mf-manifest.json`] = JSON.stringify(federationManifest(entry));
    files[`${folder}/${entry}`] = `var mf_homework; // ${version}`;
    files[`${folder}/412.a1b2c3d4e5.js`] = `chunk of ${version}`;
  }
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), content);
  }
  return root;
}
