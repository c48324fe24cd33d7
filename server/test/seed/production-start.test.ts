// A production start (DEMO_SCHOOLS unset): no demo school on an empty database, and a database that
// holds the demo schools refused with how to remove them, until `npm run demo:remove` has run.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { migrate, openPglite } from '../../src/db';
import { seedIfEmpty } from '../../src/seed/index';
import { DEMO_SCHOOL_IDS, demoSchoolsIn, demoSchoolsRefusal, removeDemoSchools } from '../../src/seed/demo-schools';
import { SERVER_DIR } from '../support';

const READY = 'Homework is ready at';

/** Runs the server as a deployment does until it is ready (then stops it) or it exits by itself. */
function start(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<{ ready: boolean; code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // PGlite in its own folder whatever the run's database: the shared one holds the demo.
    env: { ...process.env, DEMO_SCHOOLS: '', DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, MAIL_WORKER: 'off', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready = false;
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    if (!ready && output.includes(READY)) {
      ready = true;
      child.kill('SIGTERM');
    }
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ ready, code, output })));
}

describe('a production start', () => {
  const dirs: string[] = [];
  const folder = async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-production-'));
    dirs.push(dir);
    return dir;
  };
  after(() => Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  test('on an empty database starts with no school and no demo sign-ins', async () => {
    const dataDir = await folder();
    const run = await start(dataDir);
    assert.ok(run.ready, run.output);
    assert.doesNotMatch(run.output, /Demo sign-ins|Seeded the demo/);
    const db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      assert.equal((await db.query('select id from schools')).rows.length, 0);
      assert.equal((await db.query('select username from user_accounts')).rows.length, 0);
    } finally {
      await db.close();
    }
  });

  test('refuses a database holding the demo schools, saying how to remove them; after removal it starts', async () => {
    const dataDir = await folder();
    let db = await openPglite(path.join(dataDir, 'pglite'));
    let names: string[];
    try {
      await migrate(db);
      await seedIfEmpty(db);
      names = await demoSchoolsIn(db);
    } finally {
      await db.close();
    }
    assert.equal(names.length, DEMO_SCHOOL_IDS.length);

    const refused = await start(dataDir);
    assert.equal(refused.ready, false, refused.output);
    assert.equal(refused.code, 1);
    assert.ok(refused.output.includes(demoSchoolsRefusal(names)), refused.output);
    assert.ok(
      refused.output.includes(
        'This database holds the demo schools (Brook Lane School, Hillside Primary, Meadow School, Oakwood Academy, Riverside School), ' +
          'whose sign-ins all share the published password,\nso a production server does not start on it. Remove them, with everything ' +
          'recorded in them, by running\n  npm run demo:remove\nwith the same DATA_DIR or DATABASE_URL; or set DEMO_SCHOOLS=1 to run the demo.',
      ),
      refused.output,
    );

    // Asked for the demo, the same database serves it.
    assert.ok((await start(dataDir, { DEMO_SCHOOLS: '1' })).ready);

    db = await openPglite(path.join(dataDir, 'pglite'));
    try {
      assert.deepEqual(await removeDemoSchools(db), names);
      const left = await db.query<{ n: number }>(
        `select (select count(*) from schools)::int + (select count(*) from user_accounts)::int + (select count(*) from homework)::int as n`,
      );
      assert.equal(left.rows[0].n, 0);
    } finally {
      await db.close();
    }
    const after = await start(dataDir);
    assert.ok(after.ready, after.output);
  });
});
