// `npm run bench`: the homework list under load. For PostgreSQL (Debian's, started here, or
// DATABASE_URL) and for PGlite, starts the server with a large school (server/bench/), then measures
// p50 and p95 latency and requests per second at 10 concurrent clients for the typical list queries,
// beside two trivial routes of the same server. Then fairness under load (decision 0013): many clients
// at once on the default list for a fixed time, counting errors and comparing the slowest wait with the
// p95. Then marking (decision 0012): GetHomeworkStudents and GetStudentSubmission on a homework set to
// 2,500 students, and the bulk recorder's one request for all of them. Not a test: it prints
// tables and fails only on errors.
//   BENCH_BACKENDS=postgres,pglite  BENCH_REQUESTS=2000  BENCH_CONCURRENCY=10  BENCH_BULK_RUNS=5
//   BENCH_LOAD_CLIENTS=200  BENCH_LOAD_SECONDS=60 (0 skips the load phase)
//   BENCH_PHASES=list,dashboard,messaging: the dashboard phase (decision 0012) measures every dashboard call, for every
//   dimension and both time ranges, beside the trivial route, BENCH_DASHBOARD_REQUESTS (200) each,
//   after one request alone whose time is printed too (its answer computed, not kept). The messaging
//   phase: Notify to a student and their parents (queued: the bench has no SMTP server),
//   then the teacher's Sent list and one sent message, BENCH_REQUESTS each.
//   BENCH_WORK_DIR: where the PGlite school is kept between runs (otherwise a new temporary folder);
//   with a DATABASE_URL too, the large school is generated once for both databases.
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
const LOAD_CLIENTS = Number(process.env.BENCH_LOAD_CLIENTS ?? 200);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const BULK_RUNS = Number(process.env.BENCH_BULK_RUNS ?? 5);
const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',').map((b) => b.trim()).filter(Boolean);
const PHASES = (process.env.BENCH_PHASES ?? 'list,dashboard,messaging').split(',').map((p) => p.trim());
const DASHBOARD_REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 200);
const LIST = '/v3/HomeworkManagement/GetHomeworkList';
const DASHBOARD = '/v3/ManagementDashboard';
const DIMENSIONS = ['subject', 'subjectByYear', 'teacher', 'year', 'regGroup', 'gender', 'house'];
const TIME_RANGES = ['term', 'academicYear'];
const DEFAULTS = { SortOrder: 'duedate-asc', Page: 1, PageSize: 5, State: 'next-30' };

const TRIVIAL = [
  { name: 'trivial: GET /config.json (no token, no database)', method: 'GET', path: '/config.json', auth: false },
  { name: 'trivial with token: GetValidAttachmentFileTypes', method: 'GET', path: '/v3/HomeworkManagement/GetValidAttachmentFileTypes', auth: true },
];

function dashboardScenarios() {
  const calls = TIME_RANGES.flatMap((timeRange) => [
    ...['GetTotals', 'GetHandedInStatus'].flatMap((call) =>
      DIMENSIONS.map((dimension) => ({
        name: `dashboard: ${call} ${timeRange} ${dimension}`,
        method: 'GET',
        path: `${DASHBOARD}/${call}?timeRange=${timeRange}&dimension=${dimension}`,
      })),
    ),
    { name: `dashboard: GetStudentHandInStatus ${timeRange} page 1`, method: 'POST', path: `${DASHBOARD}/GetStudentHandInStatus`, body: { timeRange, studentIds: null, groupIds: null, sortOrder: 'notHandedInDesc', pageSize: 8, pageNumber: 1 } },
    { name: `dashboard: GetStudentHandInExport ${timeRange}`, method: 'POST', path: `${DASHBOARD}/GetStudentHandInExport`, body: { timeRange, sortOrder: 'nameAsc' } },
  ]);
  return [...TRIVIAL, ...calls.map((c) => ({ auth: true, requests: DASHBOARD_REQUESTS, ...c }))];
}

function scenarios(info) {
  return [
    ...TRIVIAL,
    { name: 'list: default (due in next 30 days, by due date)', body: DEFAULTS },
    { name: 'list: My Homework (set by me)', body: { ...DEFAULTS, SetBy: info.teacherId } },
    { name: 'list: by subject', body: { ...DEFAULTS, Subject: info.subjectId } },
    { name: 'list: by group', body: { ...DEFAULTS, Groups: [info.groupId] } },
    { name: 'list: title search', body: { ...DEFAULTS, SearchQuery: 'essay' } },
    { name: 'list: title search, all dates, by title', body: { ...DEFAULTS, State: 'all', SortOrder: 'title-asc', SearchQuery: 'revision' } },
    { name: `marking: GetHomeworkStudents (${info.marking.students} students)`, method: 'GET', path: `/v3/HomeworkManagement/GetHomeworkStudents/${info.marking.homeworkId}` },
    { name: 'marking: GetStudentSubmission (one pdf)', method: 'GET', path: `/v3/HomeworkManagement/GetStudentSubmission/${info.marking.homeworkId}/${info.marking.studentId}` },
  ].map((s) => ({ method: 'POST', path: LIST, auth: true, ...s }));
}

/**
 * The bulk recorder's one request for the whole homework (UpdateHomeworkStudents): every student
 * recorded as handed in, each run on another day so that every row and its history is written.
 */
async function measureBulk(info, runs = BULK_RUNS) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `/v3/HomeworkManagement/GetHomeworkStudents/${info.marking.homeworkId}`;
  const students = await new Promise((resolve, reject) => {
    http.get(new URL(url, info.baseUrl), { agent, headers: { authorization: `Bearer ${info.token}` } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve(JSON.parse(text).Students.map((s) => s.StudentId)));
    }).on('error', reject);
  });
  const times = [];
  for (let run = 0; run < runs; run++) {
    const day = new Date(Date.now() - (run % 3) * 86_400_000 - 86_400_000).toISOString().slice(0, 10);
    const scenario = {
      name: 'bulk record',
      method: 'POST',
      path: '/v3/HomeworkManagement/UpdateHomeworkStudents',
      auth: true,
      body: { Id: info.marking.homeworkId, Students: students.map((StudentId) => ({ StudentId, HandedInDate: day, status: 2 })) },
    };
    times.push(await send(agent, info, scenario));
  }
  agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  return { students: students.length, times, median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
}

const NOTIFY = '/Notification/Notify';
const SENT = '/v1/Message/Sent';

/** A message to one student and their parents, as the composer sends it. */
const notifyBody = (info) => ({
  Selection: { studentIds: [info.marking.studentId], sendTo: 'both' },
  Message: { subject: 'Revision session on Thursday', messageBody: '<p>Please bring your revision notes to the session after school.</p>' },
});

/**
 * The messaging calls a teacher's pages make: Notify (each request records a message and queues its
 * mail), then the Sent list (by then holding every message Notify recorded) and one sent message with
 * its recipients, the one the set-up's Notify recorded.
 */
async function messagingScenarios(info) {
  const answer = await fetch(new URL(NOTIFY, info.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${info.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(notifyBody(info)),
  });
  if (!answer.ok) throw new Error(`messaging set-up: Notify answered ${answer.status}`);
  const messageId = (await answer.json()).find((result) => result.MessageId)?.MessageId;
  if (!messageId) throw new Error('messaging set-up: Notify recorded no message (no recipient with an e-mail address)');
  return [
    { name: 'messaging: Notify (a student and their parents)', method: 'POST', path: NOTIFY, body: notifyBody(info) },
    { name: 'messaging: Sent (first page, newest first)', method: 'GET', path: `${SENT}?page=1&pageSize=20` },
    { name: 'messaging: Sent message (its recipients)', method: 'GET', path: `${SENT}/${encodeURIComponent(messageId)}` },
  ].map((s) => ({ auth: true, ...s }));
}

const phaseScenarios = async (info) => [
  ...(PHASES.includes('list') ? scenarios(info) : []),
  ...(PHASES.includes('dashboard') ? dashboardScenarios() : []),
  ...(PHASES.includes('messaging') ? await messagingScenarios(info) : []),
];

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
  const requests = scenario.requests ?? REQUESTS;
  // A dashboard call's first request, alone: nothing kept for it yet, so it computes its answer.
  const first = scenario.name.startsWith('dashboard') ? await send(agent, info, scenario) : undefined;
  await run(Math.min(WARMUP, requests), []);
  const latencies = [];
  const started = process.hrtime.bigint();
  await run(requests, latencies);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return { first, p50: at(0.5), p95: at(0.95), rps: latencies.length / seconds };
}

// Every client sends its next request as soon as the last is answered, until the time is up. A
// refusal (any status but 200) or a broken connection counts as an error, and its wait still counts.
async function measureLoad(info) {
  const scenario = { name: 'list under load', method: 'POST', path: LIST, auth: true, body: DEFAULTS };
  const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_CLIENTS });
  const latencies = [];
  const errors = new Map();
  const loadStarted = Date.now();
  const deadline = loadStarted + LOAD_SECONDS * 1000;
  // When the longest wait began (seconds into the load): at the start it is the clients' arrival, later a pause.
  let longest = { ms: 0, at: 0 };
  const client = async () => {
    while (Date.now() < deadline) {
      const started = process.hrtime.bigint();
      const startedAt = Date.now();
      let waited;
      try {
        waited = await send(agent, info, scenario);
      } catch (error) {
        waited = Number(process.hrtime.bigint() - started) / 1e6;
        errors.set(error.message, (errors.get(error.message) ?? 0) + 1);
      }
      latencies.push(waited);
      if (waited > longest.ms) longest = { ms: waited, at: (startedAt - loadStarted) / 1000 };
    }
  };
  await Promise.all(Array.from({ length: LOAD_CLIENTS }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  // The histogram of waits (decision 0013): the p95 alone hides whether the tail is a few stalls or
  // many.
  const edges = [50, 100, 200, 300, 400, 500, 750, 1000, 1500, 2000, Infinity];
  const histogram = edges.map((edge, i) => ({ upTo: edge, count: latencies.filter((ms) => ms >= (edges[i - 1] ?? 0) && ms < edge).length }));
  return { requests: latencies.length, errors: errorCount, errorKinds: errors, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: latencies.at(-1), maxAt: longest.at, histogram };
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
    for (const scenario of await phaseScenarios(server.info)) {
      const result = await measure(server.info, scenario);
      const first = result.first === undefined ? '' : `first ${result.first.toFixed(1)} ms, `;
      console.log(`  ${scenario.name}: ${first}p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.rps.toFixed(0)} req/s`);
      results.push({ name: scenario.name, ...result });
    }
    const bulk = BULK_RUNS > 0 ? await measureBulk(server.info) : null;
    if (bulk) console.log(`  bulk record of ${bulk.students} students in one request: median ${bulk.median.toFixed(0)} ms, max ${bulk.max.toFixed(0)} ms (${bulk.times.map((t) => t.toFixed(0)).join(', ')})`);
    let load = null;
    if (LOAD_SECONDS > 0 && PHASES.includes('list')) {
      load = await measureLoad(server.info);
      console.log(`  under load: ${load.requests} requests, ${load.errors} errors, p95 ${load.p95.toFixed(0)} ms, max ${load.max.toFixed(0)} ms (began ${load.maxAt.toFixed(1)} s in)`);
      for (const [message, count] of load.errorKinds) console.log(`    ${count} × ${message}`);
      console.log(`  waits: ${load.histogram.filter((b) => b.count).map((b) => `<${b.upTo === Infinity ? '∞' : b.upTo} ms ${b.count}`).join(', ')}`);
    }
    return { school: server.info.school, results, load, bulk };
  } finally {
    await server.stop();
    postgres?.stop();
  }
}

const work = process.env.BENCH_WORK_DIR || mkdtempSync(path.join(os.tmpdir(), 'homework-bench-'));
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
    // The dashboard's calls add their first request's time (computed, not kept) before the others'.
    const firsts = PHASES.includes('dashboard');
    console.log(`| query | ${backends.map((b) => `${label[b]}${firsts ? ' first ms |' : ''} p50 ms | p95 ms | req/s`).join(' | ')} |`);
    console.log(`|---|${backends.map(() => `${firsts ? '---:|' : ''}---:|---:|---:`).join('|')}|`);
    for (const [i, { name }] of all[backends[0]].results.entries()) {
      const cells = backends.map((b) => {
        const r = all[b].results[i];
        const first = firsts ? `${r.first === undefined ? '' : r.first.toFixed(1)} | ` : '';
        return `${first}${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)}`;
      });
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    if (BULK_RUNS > 0) {
      console.log(`\nBulk hand-in record (UpdateHomeworkStudents, one request, every student on the homework, goal ≤ 1 s on PostgreSQL):\n`);
      console.log('| database | students | runs | median ms | max ms |');
      console.log('|---|---:|---:|---:|---:|');
      for (const b of backends) console.log(`| ${label[b]} | ${all[b].bulk.students} | ${all[b].bulk.times.length} | ${all[b].bulk.median.toFixed(0)} | ${all[b].bulk.max.toFixed(0)} |`);
    }
    const loaded = backends.filter((b) => all[b].load);
    if (loaded.length) {
      console.log(`\nFairness under load: the default list, every client asking again as soon as answered (goal: 0 errors, max ≤ 3 × p95).\n`);
      console.log('| database | clients | duration s | requests | errors | p50 ms | p95 ms | p99 ms | max ms | max/p95 |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
      for (const b of loaded) {
        const l = all[b].load;
        console.log(`| ${label[b]} | ${LOAD_CLIENTS} | ${LOAD_SECONDS} | ${l.requests} | ${l.errors} | ${l.p50.toFixed(0)} | ${l.p95.toFixed(0)} | ${l.p99.toFixed(0)} | ${l.max.toFixed(0)} | ${(l.max / l.p95).toFixed(1)} |`);
      }
    }
  }
} finally {
  if (!process.env.BENCH_WORK_DIR) rmSync(work, { recursive: true, force: true });
}
