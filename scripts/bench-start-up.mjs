// `npm run bench:start-up`: one server process started the way development runs it (through tsx) and
// the way production does (the build of scripts/build-server.mjs), on each supported Node.js line:
// the time from spawning it to its first `/health/ready` 200, and its resident memory then (its own
// `process_resident_memory_bytes`), on the embedded database (PGlite, whose memory is the process's)
// and on PostgreSQL (Debian's, as npm test starts it, or DATABASE_URL). Production's settings: the
// database already migrated (a restart, as in a rolling one), no demo, no mail worker. Medians of
// BENCH_RUNS (5) per case, after one start per case not counted (tsx's and the disk's caches warm).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildServer } from './build-server.mjs';
import { ROOT, SUPPORTED_NODE_LINES, nodeOfLine } from './lib.mjs';
import { startPostgres } from './postgres.mjs';

const RUNS = Number(process.env.BENCH_RUNS || 5);
const SERVER = path.join(ROOT, 'server');
const METRICS_TOKEN = 'bench-start-up';

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// Inside server/, where Node.js finds the packages the bundle leaves outside.
mkdirSync(path.join(SERVER, 'node_modules/.cache'), { recursive: true });
const bundle = mkdtempSync(path.join(SERVER, 'node_modules/.cache/bench-start-up-'));
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-start-up-'));
await buildServer(bundle);
const postgres = await startPostgres(dataDir);
if (!postgres) console.warn('No PostgreSQL (set DATABASE_URL, or run as root): measuring on PGlite only.');
const DATABASES = { PGlite: '', ...(postgres ? { PostgreSQL: postgres.url } : {}) };

const CASES = {
  tsx: ['--import', 'tsx', path.join(SERVER, 'src/main.ts')],
  built: ['--enable-source-maps', path.join(bundle, 'main.js')],
};

/** Starts the server, waits for it to be ready, reads its memory, stops it: { seconds, rssMb }. */
async function startOnce(node, args, databaseUrl) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(node, args, {
    cwd: SERVER,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_SCHOOLS: '', MAIL_WORKER: 'off', LOG_LEVEL: 'warn', METRICS_TOKEN },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited before it was ready:\n${errors}`);
    const ready = await fetch(`${base}/health/ready`).catch(() => undefined);
    if (ready?.status === 200) break;
    await sleep(20);
  }
  const seconds = (performance.now() - started) / 1000;
  const metrics = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const rssMb = Number(metrics.match(/^process_resident_memory_bytes (\d+)/m)[1]) / 2 ** 20;
  child.kill('SIGTERM');
  if ((await exited) !== 0) throw new Error(`${args.join(' ')} did not exit 0 on SIGTERM:\n${errors}`);
  return { seconds, rssMb };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

try {
  const rows = [];
  for (const line of SUPPORTED_NODE_LINES) {
    const node = await nodeOfLine(line);
    for (const [database, databaseUrl] of Object.entries(DATABASES)) {
      // The first start migrates the database; it and each case's first start are not counted.
      for (const args of Object.values(CASES)) await startOnce(node, args, databaseUrl);
      const runs = Object.fromEntries(Object.keys(CASES).map((name) => [name, []]));
      // The cases alternate, so that whatever else the machine does falls on both.
      for (let run = 0; run < RUNS; run += 1) for (const [name, args] of Object.entries(CASES)) runs[name].push(await startOnce(node, args, databaseUrl));
      for (const [name, results] of Object.entries(runs)) {
        const seconds = results.map((result) => result.seconds);
        const rss = results.map((result) => result.rssMb);
        rows.push({
          node: line,
          database,
          case: name,
          'ready, median s': median(seconds).toFixed(2),
          'ready, range s': `${Math.min(...seconds).toFixed(2)}–${Math.max(...seconds).toFixed(2)}`,
          'RSS, median MB': median(rss).toFixed(0),
          'RSS, range MB': `${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)}`,
        });
      }
    }
  }
  console.log(`Server start-up, ${RUNS} runs a case, ${os.cpus().length} cores:`);
  console.table(rows);
} finally {
  postgres?.stop();
  rmSync(bundle, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
