// What a remote released alone may run on (compatibilityProblems): the shell's copy of each singleton
// must be in the remote's range, its platform the very one the remote was built with, and its antd
// able to load the names it lacks. Manifests as Module Federation writes them, reduced to what is read.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { compatibilityProblems } from './release.mjs';

const PLATFORM = '1.0.0-h17ebe3554069';
const shared = (name, version, requiredVersion = `^${version}`, more = {}) => ({ name, version, requiredVersion, singleton: true, assets: { js: { sync: [], async: [] } }, ...more });
const manifest = (...entries) => ({ shared: entries });

/** A shell's folder whose antd chunk says whether it can load the whole of antd. */
function shellDir(antdSource) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homework-release-rules-'));
  fs.writeFileSync(path.join(dir, 'antd.js'), antdSource);
  return dir;
}
const antd = (version, requiredVersion) => shared('antd', version, requiredVersion, { assets: { js: { sync: ['antd.js'], async: [] } } });
const platform = (version) => ({ ...shared('@homework/platform/api', version, `^${version}`), singleton: undefined });
const SHELL = manifest(antd('6.6.8'), shared('react', '19.3.1'), shared('zustand', '5.1.0'), platform(PLATFORM));
const CAN_LOAD_WHOLE = 'n.d(t,{loadAntdWhole:()=>a,loadAntdOnDemand:()=>o})';

test('a remote built from the suite as deployed, or with a newer patch or minor of a shared library, runs on it', async () => {
  const dir = shellDir(CAN_LOAD_WHOLE);
  assert.deepEqual(await compatibilityProblems('mf-homework', manifest(antd('6.6.8'), shared('react', '19.3.1'), platform(PLATFORM)), SHELL, dir), []);
  for (const version of ['5.1.1', '5.2.0', '5.0.9']) assert.deepEqual(await compatibilityProblems('mf-homework', manifest(shared('zustand', version)), SHELL, dir), [], version);
  assert.deepEqual(await compatibilityProblems('mf-homework', manifest(shared('@homework/contracts', '1.0.0-hother', '1.0.0-hother', { singleton: false })), SHELL, dir), []);
});

test('a remote needing a newer major than the shell provides is refused, naming what to release first', async () => {
  const problems = await compatibilityProblems('mf-homework', manifest(antd('7.0.0')), SHELL, shellDir(CAN_LOAD_WHOLE));
  assert.deepEqual(problems, ["mf-homework needs antd ^7.0.0, and the suite's shell provides antd 6.6.8: release the shell with antd ^7.0.0 first (npm run build shell), then mf-homework."]);
  assert.equal((await compatibilityProblems('mf-homework', manifest(shared('react', '18.3.1')), SHELL, shellDir(CAN_LOAD_WHOLE))).length, 1, 'an older major');
});

test('a remote built with a changed platform is refused: the shell ships the platform first', async () => {
  const problems = await compatibilityProblems('mf-marking', manifest(platform('1.0.0-h000000000000'), { ...platform('1.0.0-h000000000000'), name: '@homework/platform/auth' }), SHELL, shellDir(CAN_LOAD_WHOLE));
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^mf-marking was built with a changed @homework\/platform \(1\.0\.0-h000000000000; the suite's shell runs 1\.0\.0-h17ebe3554069\): the shell must be released with the platform change first/);
});

test("a shell whose antd cannot load the rest of itself takes no remote released alone", async () => {
  const problems = await compatibilityProblems('mf-homework', manifest(antd('6.6.8')), SHELL, shellDir('n.d(t,{loadAntdOnDemand:()=>o})'));
  assert.deepEqual(problems, ["The suite's shell was built before a remote could bring antd components of its own: release the shell first (npm run build shell), then mf-homework."]);
});
