// `npm run deploy-token` as an operator runs it: a token is printed once, listed by its id and label
// (never itself), opens the release API for its remote only, and once revoked opens nothing.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, test } from 'node:test';
import { openPglite } from '../../../src/db';
import { findDeployToken } from '../../../src/kit/deploy-tokens';
import { SERVER_DIR } from '../../support';

const run = promisify(execFile);

describe('npm run deploy-token', () => {
  let dataDir: string;
  /** The command on its own PGlite folder, whatever the run's database: its code and what it printed. */
  const command = async (...args: string[]) => {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/deploy-token.ts', ...args], {
        cwd: SERVER_DIR,
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  };
  const tokenIn = (output: string) => /^(hwdeploy_\S+)$/m.exec(output)?.[1] ?? '';
  /** What the database says of `token`, read after the command has closed it. */
  const recorded = async (token: string) => {
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      return await findDeployToken(db, token);
    } finally {
      await db.close();
    }
  };

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-deploy-token-'));
  });
  after(() => fs.rm(dataDir, { recursive: true, force: true }));

  let issued: { id: string; token: string };
  test('issue prints the token once, with its id, for the named remote and label', async () => {
    const { code, output } = await command('issue', 'mf-homework', '--label', 'homework team CI');
    assert.equal(code, 0, output);
    const id = /^Deploy token (\S+) for mf-homework/m.exec(output)?.[1] ?? '';
    issued = { id, token: tokenIn(output) };
    assert.match(issued.token, /^hwdeploy_[A-Za-z0-9_-]{43}$/);
    const token = await recorded(issued.token);
    assert.deepEqual({ id: token?.id, remote: token?.remote, label: token?.label, revoked: token?.revokedAt }, { id, remote: 'mf-homework', label: 'homework team CI', revoked: null });
  });

  test('list names each token by id, remote and label, and never prints a token', async () => {
    const { code, output } = await command('list');
    assert.equal(code, 0, output);
    assert.match(output, new RegExp(`^${issued.id}  mf-homework  homework team CI  issued \\S+$`, 'm'));
    assert.doesNotMatch(output, /hwdeploy_/);
  });

  test('revoke ends the token; revoking it again, or an id never issued, says so and changes nothing', async () => {
    assert.match((await command('revoke', issued.id)).output, new RegExp(`Deploy token ${issued.id} revoked\\.`));
    assert.ok((await recorded(issued.token))?.revokedAt instanceof Date);
    assert.match((await command('list')).output, new RegExp(`^${issued.id}  mf-homework  .* revoked \\S+$`, 'm'));
    for (const id of [issued.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const { code, output } = await command('revoke', id);
      assert.equal(code, 0, output);
      assert.match(output, new RegExp(`No deploy token ${id} in use\\.`));
    }
  });

  test('a remote that is no remote, or no command, prints the usage and exits 2', async () => {
    for (const args of [['issue', 'homework'], ['issue'], ['delete', 'x'], []]) {
      const { code, output } = await command(...args);
      assert.equal(code, 2, args.join(' '));
      assert.match(output, /^Usage: npm run deploy-token -- issue <remote>/m);
      assert.doesNotMatch(output, /hwdeploy_/);
    }
  });
});
