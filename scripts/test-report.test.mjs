// tapFailures on the TAP that Node's own runner writes, for a failed assertion inside a suite and
// for a test file whose process dies mid-way.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { tapFailures } from './test-report.mjs';

const folder = mkdtempSync(path.join(os.tmpdir(), 'test-report-'));
after(() => rmSync(folder, { recursive: true, force: true }));

function tapOf(files) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const report = path.join(folder, 'report.tap');
  // Without NODE_TEST_CONTEXT, which would send the inner run's results to this runner instead.
  const env = { ...process.env };
  delete env.NODE_TEST_CONTEXT;
  spawnSync(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=tap', `--test-reporter-destination=${report}`, ...Object.keys(files)], { cwd: folder, env });
  return readFileSync(report, 'utf8');
}

test('a failed assertion is named with its message, not the suite around it', () => {
  const tap = tapOf({
    'sums.test.mjs': `import assert from 'node:assert/strict'; import { describe, test } from 'node:test';
describe('sums', () => { test('adds', () => assert.equal(1 + 1, 3, 'one and one')); test('passes', () => {}); });`,
  });
  const [failure, ...more] = tapFailures(tap);
  assert.deepEqual(more, []);
  assert.equal(failure.name, 'adds');
  assert.match(failure.error, /^one and one\n(.*\n)*.*sums\.test\.mjs:2:/);
});

test('a file whose process is killed is named with the signal and what it printed last', () => {
  const tap = tapOf({
    'dies.test.mjs': `import { test } from 'node:test';
test('first', () => {});
test('second', () => { console.error('before the end'); process.kill(process.pid, 'SIGKILL'); });`,
    'exits.test.mjs': `import { test } from 'node:test'; test('one', () => { process.exit(3); });`,
  });
  const failures = tapFailures(tap);
  // Node 20 names a file by its whole path, later lines as it was given.
  assert.deepEqual(failures.map((failure) => path.basename(failure.name)), ['dies.test.mjs', 'exits.test.mjs']);
  assert.match(failures[0].error, /^its process ended with signal SIGKILL; the last lines printed before:\n(.*\n)*before the end/);
  assert.match(failures[1].error, /^its process ended with exit code 3;/);
});
