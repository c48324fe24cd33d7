// Releasing a remote on its own (scripts/release.mjs, docs/release.md): the release folders stay and
// are never written twice, remotes.json is replaced whole, and a running server follows it (the list,
// the shell's page, the service worker's scripts) without a restart. The webpack build itself is left
// to the release journey (e2e/tests/release.spec.ts); here the releases are made by hand.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { openSync, readSync, closeSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { SUITE_REMOTES_ELEMENT_ID, releasedManifestPath, type RemoteRegistration } from '@homework/contracts';
import { builtSuite, REPO_ROOT, startTestServer, type TestServer } from '../../support';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const run = promisify(execFile);

/** The release command as a team runs it, on `root`'s files: its exit code and what it said. */
async function release(root: string, ...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/release.mjs', ...args, '--root', root], { cwd: REPO_ROOT });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

const readList = async (root: string) => JSON.parse(await fs.readFile(path.join(root, 'dist', 'remotes.json'), 'utf8')) as RemoteRegistration[];

describe('the release command', () => {
  let root: string;
  before(async () => {
    root = await builtSuite();
  });
  after(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  test("pointing at a release changes that remote's entry only: its manifest and its contract", async () => {
    const { code, output } = await release(root, 'point', 'mf-homework', '1.1.0');
    assert.equal(code, 0, output);
    assert.match(output, /mf-homework now at 1\.1\.0 \(was the workspace build\)/);
    const [homework, marking] = await readList(root);
    assert.equal(homework?.manifest, releasedManifestPath('mf-homework', '1.1.0'));
    assert.equal(homework?.routes[0]?.title, 'All Homework, released');
    assert.equal(marking?.manifest, '/remotes/mf-marking/mf-manifest.json');
  });

  test('rolling back is pointing at the earlier release, and the list says which is current', async () => {
    const { code, output } = await release(root, 'point', 'mf-homework', '1.0.0');
    assert.equal(code, 0, output);
    assert.match(output, /now at 1\.0\.0 \(was 1\.1\.0\)/);
    assert.equal((await readList(root))[0]?.manifest, releasedManifestPath('mf-homework', '1.0.0'));
    const listed = await release(root, 'point', 'mf-homework');
    assert.match(listed.output, /\* 1\.0\.0/);
    assert.match(listed.output, /remotes.json points at 1\.0\.0/);
  });

  test('remotes.json is replaced whole: a reader that opened it before a release reads the whole earlier list', async () => {
    const file = path.join(root, 'dist', 'remotes.json');
    const before = await fs.readFile(file, 'utf8');
    const descriptor = openSync(file, 'r');
    try {
      assert.equal((await release(root, 'point', 'mf-homework', '1.1.0')).code, 0);
      // Written in place, the open file would hold the new list (or part of it); renamed over, the old one.
      const buffer = Buffer.alloc(before.length + 64);
      const read = readSync(descriptor, buffer, 0, buffer.length, 0);
      assert.equal(buffer.subarray(0, read).toString('utf8'), before);
    } finally {
      closeSync(descriptor);
    }
    assert.notEqual(await fs.readFile(file, 'utf8'), before);
    assert.deepEqual((await fs.readdir(path.join(root, 'dist'))).filter((name) => name.includes('.tmp') || name.endsWith('.lock')), []);
  });

  test('a version that was never released is refused and remotes.json is left as it was', async () => {
    const before = await fs.readFile(path.join(root, 'dist', 'remotes.json'), 'utf8');
    const { code, output } = await release(root, 'point', 'mf-homework', '9.9.9');
    assert.equal(code, 1);
    assert.match(output, /mf-homework has no release 9\.9\.9; released: 1\.0\.0, 1\.1\.0/);
    assert.equal(await fs.readFile(path.join(root, 'dist', 'remotes.json'), 'utf8'), before);
    assert.equal((await release(root, 'point', 'mf-homework', '../1.0.0')).code, 1);
  });

  test('a version released already is never built again: its folder stays as it was', async () => {
    const folder = path.join(root, 'dist', 'releases', 'mf-homework', '1.0.0');
    const files = await fs.readdir(folder);
    const { code, output } = await release(root, 'build', 'mf-homework', '--version', '1.0.0');
    assert.equal(code, 1);
    assert.match(output, /mf-homework 1\.0\.0 is released already and is never rebuilt/);
    assert.deepEqual(await fs.readdir(folder), files);
  });
});

describe('a running server follows a release', () => {
  let server: TestServer;
  let root: string;
  before(async () => {
    root = await builtSuite();
    assert.equal((await release(root, 'point', 'mf-homework', '1.0.0')).code, 0);
    server = await startTestServer({ repoRoot: root });
  });
  after(async () => {
    await server?.close();
    await fs.rm(root, { recursive: true, force: true });
  });
  const get = (url: string) => fetch(`${server.baseUrl}${url}`);
  const listed = async () => ((await (await get('/remotes.json')).json()) as RemoteRegistration[])[0]?.manifest;
  const onShellPage = async () => {
    const html = await (await get('/')).text();
    const block = new RegExp(`<script id="${SUITE_REMOTES_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '[]';
    return (JSON.parse(block) as RemoteRegistration[])[0]?.manifest;
  };

  test("a release's files are kept a year, its manifest too; remotes.json is revalidated", async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.aaaaaaaaaa.js', '412.a1b2c3d4e5.js', 'contract.json']) {
      const response = await get(`/releases/mf-homework/1.0.0/${file}`);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE, file);
    }
    assert.equal((await get('/remotes.json')).headers.get('cache-control'), 'no-cache');
    assert.equal((await get('/releases/mf-homework/7.0.0/mf-manifest.json')).status, 404);
  });

  test("the list, the shell's page and the service worker's scripts follow a release and a rollback, with no restart", async () => {
    assert.equal(await listed(), releasedManifestPath('mf-homework', '1.0.0'));
    assert.equal(await onShellPage(), releasedManifestPath('mf-homework', '1.0.0'));

    assert.equal((await release(root, 'point', 'mf-homework', '1.1.0')).code, 0);
    assert.equal(await listed(), releasedManifestPath('mf-homework', '1.1.0'));
    assert.equal(await onShellPage(), releasedManifestPath('mf-homework', '1.1.0'));
    const worker = await (await get('/sw.js')).text();
    assert.match(worker, /"\/releases\/mf-homework\/1\.1\.0\/remoteEntry\.bbbbbbbbbb\.js"/);
    assert.match(worker, /"\/releases\/mf-homework\/1\.1\.0\/app\.0a0a0a0a0a\.js"/);
    assert.match(worker, /"\/remotes\/mf-marking\/remoteEntry\.1111111111\.js"/);
    // A page opened before the release still finds the files of the one it runs.
    assert.equal(await (await get('/releases/mf-homework/1.0.0/412.a1b2c3d4e5.js')).text(), 'chunk of 1.0.0');

    assert.equal((await release(root, 'point', 'mf-homework', '1.0.0')).code, 0);
    assert.equal(await listed(), releasedManifestPath('mf-homework', '1.0.0'));
    assert.equal(await onShellPage(), releasedManifestPath('mf-homework', '1.0.0'));
  });
});
