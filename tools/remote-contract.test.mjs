// A remote's contract.json is made from its route table alone (tools/remote-contract.mjs): each
// remote's is valid and named for its folder, and a table that makes no valid contract fails the build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import test from 'node:test';
import { remoteContract } from './remote-contract.mjs';
import { SUITE_REMOTES } from './suite-remotes.cjs';

const ROOT = path.resolve(import.meta.dirname, '..');

test("each remote's route table makes a valid contract named for its container, read from its own files", async () => {
  for (const { folder, container } of SUITE_REMOTES) {
    const { contract, files } = await remoteContract(path.join(ROOT, folder));
    assert.equal(contract.name, container);
    assert.ok(contract.routes.length > 0, `${folder} has routes`);
    for (const entry of contract.menu) assert.ok(contract.routes.some((route) => route.path === entry.path), `${folder}: ${entry.label} opens one of its routes`);
    assert.ok(files.includes(path.join(ROOT, folder, 'src', 'routes.tsx')));
    for (const file of files) assert.ok(file.startsWith(path.join(ROOT, folder)) || file.startsWith(path.join(ROOT, 'shared', 'contracts')), `${folder} reads ${file}`);
  }
});

/** A remote folder whose route table is `table`, with the suite's contracts installed as its own. */
function remoteWithTable(table) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-probe-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.mkdirSync(path.join(dir, 'node_modules', '@homework'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'shared', 'contracts'), path.join(dir, 'node_modules', '@homework', 'contracts'));
  fs.writeFileSync(
    path.join(dir, 'src', 'routes.tsx'),
    `import { defineRoutes, pageAddress } from '@homework/contracts';\nimport { ThingsPage } from './features/things';\nexport const routes = defineRoutes(${table});\n`,
  );
  return dir;
}

test('a table with an unknown access rule, or none exported, fails with the file named', async () => {
  const unknownRule = remoteWithTable("{ section: 'Probe', routes: { things: { address: pageAddress('/probe'), title: 'Things', access: 'everyone', page: ThingsPage } } }");
  await assert.rejects(remoteContract(unknownRule), /routes\.tsx makes an invalid contract: routes\[0\]\.access is unknown/);
  const empty = remoteWithTable("{ section: 'Probe', routes: {} }");
  await assert.rejects(remoteContract(empty), /routes are missing/);
  const probe = remoteWithTable("{ section: 'Probe', routes: { things: { address: pageAddress('/probe/:id'), title: 'Things', access: 'signedIn', page: ThingsPage } } }");
  const { contract } = await remoteContract(probe);
  assert.deepEqual(contract, { name: path.basename(probe).replace(/-/g, '_'), section: 'Probe', routes: [{ path: '/probe/:id', title: 'Things', access: 'signedIn' }], menu: [] });
});
