// The one list of remotes (tools/suite-remotes.cjs) against the places that cannot read it: the
// workspace and the type check's references, which are JSON and YAML.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS, REMOTES, SUITE_REMOTES } from './suite-remotes.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

test('the remotes are the mf-* folders, each with its own container name, development port and journeys', () => {
  assert.deepEqual(REMOTES, ['mf-homework', 'mf-marking', 'mf-dashboard', 'mf-messaging']);
  for (const { folder, container, devPort, journeys } of SUITE_REMOTES) {
    assert.equal(container, folder.replace(/-/g, '_'), `${folder}: its container is named for its folder`);
    assert.ok(Number.isInteger(devPort), `${folder}: package.json names its devPort`);
    assert.ok(journeys.length > 0, `${folder}: package.json names its journeys`);
    for (const journey of journeys) assert.ok(fs.existsSync(path.join(ROOT, 'e2e', 'tests', journey)), `${folder}: journey ${journey} exists`);
  }
  assert.equal(new Set(Object.values(DEV_PORTS)).size, REMOTES.length, 'no two remotes share a development port');
});

test('every remote is in the workspace and in both type checks', () => {
  const workspace = read('pnpm-workspace.yaml');
  const references = (file) => JSON.parse(read(file)).references.map((reference) => reference.path);
  for (const remote of REMOTES) {
    assert.match(workspace, new RegExp(`^  - ${remote}$`, 'm'), `pnpm-workspace.yaml lists ${remote}`);
    assert.ok(references('tsconfig.json').includes(remote), `tsconfig.json refers to ${remote}`);
    assert.ok(references('tsconfig.tests.json').includes(remote), `tsconfig.tests.json refers to ${remote}`);
  }
});
