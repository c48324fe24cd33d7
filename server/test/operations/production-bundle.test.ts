// The server as production runs it: built into plain JavaScript (scripts/build-server.mjs) and run by
// Node.js alone, from another working directory. It finds its migrations, answers health, readiness
// and metrics, drains on SIGTERM and exits 0; the command-line entries load from the same build.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, REPO_ROOT, SERVER_DIR } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('operations/production-bundle.test.ts', () => {
  const METRICS_TOKEN = 'bundle-test';


  /** Runs a command to its end; resolves with its exit code and everything it printed. */
  function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, output: () => output };
  }

  let bundle: string;
  let dataDir: string;
  before(async () => {
    // Inside server/, where Node.js finds the packages the bundle leaves outside.
    const cache = path.join(SERVER_DIR, 'node_modules/.cache');
    await fs.mkdir(cache, { recursive: true });
    bundle = await fs.mkdtemp(path.join(cache, 'bundle-test-'));
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-bundle-'));
    const built = run(process.execPath, ['scripts/build-server.mjs', '--outdir', bundle], { cwd: REPO_ROOT });
    assert.equal(await built.exited, 0, built.output());
  });
  after(() => Promise.all([bundle, dataDir].map((dir) => fs.rm(dir, { recursive: true, force: true }))));

  /** Production's settings: the embedded database in its own folder, no demo, no mail worker. */
  const productionEnv = (extra: NodeJS.ProcessEnv = {}) => ({ DATABASE_URL: '', DATA_DIR: dataDir, DEMO_SCHOOLS: '', MAIL_WORKER: 'off', LOG_LEVEL: 'warn', ...extra });

  test('the built server starts on Node.js alone, answers health and metrics, and drains on SIGTERM with exit 0', async () => {
    const port = await freePort();
    const server = run(process.execPath, ['--enable-source-maps', path.join(bundle, 'main.js')], {
      cwd: os.tmpdir(),
      env: productionEnv({ PORT: String(port), HOST: '127.0.0.1', METRICS_TOKEN }),
    });
    const base = `http://127.0.0.1:${port}`;
    try {
      for (let waited = 0; ; waited += 200) {
        assert.ok(waited < 30_000 && server.child.exitCode === null, `the built server did not become ready:\n${server.output()}`);
        const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
        if (ready?.status === 200) break;
        await sleep(200);
      }
      assert.match(server.output(), /Applied migrations: 001_/);
      assert.equal((await fetch(`${base}/health/live`)).status, 200);
      const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      assert.equal(metrics.status, 200);
      assert.match(await metrics.text(), /homework_http_request_duration_seconds_count\{[^}]*route="\/health\/live"/);

      server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.output());
      assert.match(server.output(), /SIGTERM: draining/);
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  test('the built command-line entries run', async () => {
    const removeDemo = run(process.execPath, [path.join(bundle, 'remove-demo.js')], { cwd: os.tmpdir(), env: productionEnv() });
    assert.equal(await removeDemo.exited, 0, removeDemo.output());
    assert.match(removeDemo.output(), /This database holds no demo school\./);

    // Loaded whole, the worker reaches its own check of its settings.
    const worker = run(process.execPath, [path.join(bundle, 'worker.js')], { cwd: os.tmpdir(), env: productionEnv() });
    assert.equal(await worker.exited, 1);
    assert.match(worker.output(), /npm run worker needs DATABASE_URL/);

    const importer = run(process.execPath, [path.join(bundle, 'import.js')], { cwd: os.tmpdir(), env: productionEnv() });
    assert.equal(await importer.exited, 2);
    assert.match(importer.output(), /Usage: npm run import/);
  });
});
