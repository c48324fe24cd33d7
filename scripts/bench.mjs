// `npm run bench`: the homework list under load. For PostgreSQL (Debian's, started here, or
// DATABASE_URL) and for PGlite, starts the server with a large school (server/bench/), then measures
// p50 and p95 latency and requests per second at 10 concurrent clients for the typical list queries,
// beside two trivial routes of the same server. Not a test: it prints a table and fails only on errors.
//   BENCH_BACKENDS=postgres,pglite  BENCH_REQUESTS=2000  BENCH_CONCURRENCY=10
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const WARMUP = Math.min(200, REQUESTS);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim()).filter(Boolean);
const LIST = '/v3/HomeworkManagement/GetHomeworkList';
const DEFAULTS = { SortOrder: 'duedate-asc', Page: 1, PageSize: 5, State: 'next-30' };

function scenarios(info) {
  return [
    { name: 'trivial: GET /config.json (no token, no database)', method: 'GET', path: '/config.json', auth: false },
    { name: 'trivial with token: GetValidAttachmentFileTypes', method: 'GET', path: '/v3/HomeworkManagement/GetValidAttachmentFileTypes' },
    { name: 'list: default (due in next 30 days, by due date)', body: DEFAULTS },
    { name: 'list: My Homework (set by me)', body: { ...DEFAULTS, SetBy: info.teacherId } },
    { name: 'list: by subject', body: { ...DEFAULTS, Subject: info.subjectId } },
    { name: 'list: by group', body: { ...DEFAULTS, Groups: [info.groupId] } },
    { name: 'list: title search', body: { ...DEFAULTS, SearchQuery: 'essay' } },
    { name: 'list: title search, all dates, by title', body: { ...DEFAULTS, State: 'all', SortOrder: 'title-asc', SearchQuery: 'revision' } },
  ].map((s) => ({ method: 'POST', path: LIST, auth: true, ...s }));
}

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (data) => {
      buffer += data;
      const line = buffer.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ info: JSON.parse(line.slice(6)), stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))) });
    });
    child.once('exit', (code) => reject(new Error(`benchmark server exited with code ${code}`)));
  });
}

function send(agent, info, scenario) {
  const body = scenario.body ? JSON.stringify(scenario.body) : undefined;
  const url = new URL(scenario.path, info.baseUrl);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      agent,
      method: scenario.method,
      headers: {
        ...(scenario.auth ? { authorization: `Bearer ${info.token}` } : {}),
        ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${scenario.name} answered ${response.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - started) / 1e6);
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function measure(info, scenario) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const run = async (total, latencies) => {
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        latencies.push(await send(agent, info, scenario));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  await run(WARMUP, []);
  const latencies = [];
  const started = process.hrtime.bigint();
  await run(REQUESTS, latencies);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), rps: latencies.length / seconds };
}

async function benchBackend(backend, work) {
  const env = { BENCH_DATA_DIR: path.join(work, backend) };
  let postgres;
  if (backend === 'postgres') {
    postgres = await startPostgres(work);
    if (!postgres) return null;
    env.DATABASE_URL = postgres.url;
  } else env.DATABASE_URL = '';
  const started = Date.now();
  const server = await startServer(env);
  console.log(`${backend}: server with the large school ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const results = [];
    for (const scenario of scenarios(server.info)) {
      const result = await measure(server.info, scenario);
      console.log(`  ${scenario.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s`);
      results.push({ name: scenario.name, ...result });
    }
    return { school: server.info.school, results };
  } finally {
    await server.stop();
    postgres?.stop();
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'homework-bench-'));
try {
  console.log(`Homework list benchmark: ${REQUESTS} requests per query after ${WARMUP} to warm up, ${CONCURRENCY} concurrent clients, ${os.cpus().length} CPUs, Node ${process.version}.`);
  const all = {};
  for (const backend of BACKENDS) {
    const result = await benchBackend(backend, work);
    if (result) all[backend] = result;
    else console.log(`${backend}: not available here (PostgreSQL needs root and apt-get, or DATABASE_URL); skipped.`);
  }
  const backends = Object.keys(all);
  if (backends.length) {
    const { school } = all[backends[0]];
    console.log(`\nLarge school: ${school.students} students, ${school.teachers} teachers, ${school.homework} homework, ${school.handIns} hand-in records.\n`);
    const label = { postgres: 'PostgreSQL', pglite: 'PGlite' };
    console.log(`| query | ${backends.map((b) => `${label[b]} p50 ms | p95 ms | req/s`).join(' | ')} |`);
    console.log(`|---|${backends.map(() => '---:|---:|---:').join('|')}|`);
    for (const [i, { name }] of all[backends[0]].results.entries()) {
      const cells = backends.map((b) => {
        const r = all[b].results[i];
        return `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)}`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
