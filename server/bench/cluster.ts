// The suite as several processes under load and faults (docs/operations.md, "Several processes behind a
// proxy"), run by scripts/bench-cluster.mjs, which gives DATABASE_URL (PostgreSQL) and NGINX_BIN. On
// loopback: an s3rver holding the files, an SMTP server counting mail by Message-ID (./mail.ts), three
// API processes (server/dist/main.js, the build the script makes first, no mail worker inside) and two
// mail workers (server/dist/worker.js), started by ./built-server.ts, behind nginx. Simulated teachers
// send the bench's mix through nginx, each asking again as soon as answered:
//   1. one API process behind nginx, then 2. all three (throughput, p50/p95/p99, longest wait);
//   3. a rolling restart under load (each in turn SIGTERM, exit, start, ready; nginx's list never
//      changes and nginx is never reloaded): goal 0 failed requests;
//   4. one API process SIGKILLed under load (and started again): goal every failed request was in
//      flight at the kill, every read retried once succeeds, no stored file without its row or row
//      marked uploaded without its file, a file uploaded through one process downloads through the
//      others; in the same phase a mail worker SIGKILLed mid-send of a message to 2,000 parents: goal
//      every mail delivered, none twice beyond those the SMTP server took but the worker had not
//      yet recorded sent when it died (the outbox's at-least-once rule, docs/operations.md).
// Exits 1 when a goal is missed.
//   BENCH_TEACHERS=200  BENCH_SECONDS=60 (each of phases 1, 2 and 4; phase 3 runs until the restart is done)
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { HOMEWORK, pathOf, MARKING, MAX_HOMEWORK_ATTACHMENT_BYTES, MESSAGING } from '@homework/contracts';
import { migrate, openDatabase, type Database } from '../src/db';
import { seedIfEmpty } from '../src/seed/index';
import { STORAGE_PREFIX } from '../src/services/homework/routes/attachments';
import { signIn } from '../test/support/sign-in';
import { spawnServer, type ServerProcess } from './built-server';
import { BENCH_USERNAME, ensureBenchSchool, ensureMarkingBench } from './generate';
import { Sink, benchParents } from './mail';
import { freePort } from '../test/support/free-port';

const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const DATABASE_URL = process.env.DATABASE_URL;
const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const API_PROCESSES = 3;
const MAIL_WORKERS = 2;
const PARENTS = 2000;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const S3RVER = path.join(SERVER_DIR, 'node_modules/.bin/s3rver');
const BUCKET = 'homework';
const PREFIX = 'cluster';
const READY = '/health/ready';
/** A worksheet's size: enough to stream as a file, small enough that the mix is not all upload. */
const UPLOAD_BYTES = 64 * 1024;
/** How long nginx leaves an upstream alone after it failed once (passive health check). */
const FAIL_TIMEOUT_SECONDS = 3;
/**
 * On SIGTERM an API process answers reads 503 (DRAIN_REFUSE_READS) and serves writes for this long, then
 * closes its listener: the first read nginx retries elsewhere marks it down for FAIL_TIMEOUT_SECONDS, so
 * the listener closes while nginx sends it nothing (the delay must be shorter than that).
 */
const DRAIN_DELAY_SECONDS = 1;
/** How s3rver names an object's bytes and its metadata in its folder. */
const S3RVER_OBJECT = '._S3rver_object';
const S3RVER_METADATA = '._S3rver_metadata.json';
/** How long the 2,000 mails may take after the load: a dead worker's mail first waits out its 120 s lease (outbox-worker.ts). */
const MAIL_WAIT_SECONDS = 600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resident memory in MB of a process and its children (nginx's master and worker), 0 when gone. */
function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024 + children.reduce((sum, child) => sum + rssMb(child), 0);
  } catch {
    return 0;
  }
}

/** A child process of the cluster: an API process (with a port) or a mail worker. */
class Member {
  child: ChildProcess | undefined;
  /** The end of what it wrote (its log), for when something fails. */
  output = '';
  constructor(
    readonly name: string,
    private readonly bundle: ServerProcess,
    private readonly env: NodeJS.ProcessEnv,
    readonly port?: number,
  ) {}

  start(): void {
    this.output = '';
    this.child = spawnServer(this.bundle, this.env, ['ignore', 'pipe', 'pipe']);
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-4000));
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
  }

  /** Until /health/ready answers 200 on the process's own port. */
  async ready(timeoutS = 120): Promise<void> {
    const started = Date.now();
    while (Date.now() - started < timeoutS * 1000) {
      if (this.child?.exitCode !== null) throw new Error(`${this.name} exited (${this.child?.exitCode}) before it was ready: ${this.output}`);
      const status = await fetch(`http://127.0.0.1:${this.port}${READY}`).then((r) => r.status, () => 0);
      if (status === 200) return;
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready after ${timeoutS} s: ${this.output}`);
  }

  /** Sends `signal` and resolves with the exit code (null when killed by the signal). */
  stop(signal: NodeJS.Signals): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  }

  get rss() {
    return rssMb(this.child?.pid);
  }
}

/**
 * nginx in front of the API processes: `port` to all of them, `portOne` to the first alone (phase 1).
 * The lists never change, so nginx is never reloaded: a process stopping or starting is noticed by
 * nginx's passive check (a refused connection, an error or a 503 is a failure: the process is left
 * alone for FAIL_TIMEOUT_SECONDS) and the request goes to the next process when it can.
 */
function nginxConf(dir: string, port: number, portOne: number, upstreams: number[]): string {
  const servers = (ports: number[]) => ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`).join('\n');
  const proxy = (upstream: string) => `    location / {
      proxy_pass http://${upstream};
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # A refused connection goes to the next process for every request (nothing was sent); a request
      # already sent (an error after the connect, a 503) goes again only when idempotent (GET, HEAD…),
      # never a POST, which might have been applied, nor one whose body nginx began streaming.
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries ${API_PROCESSES};
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
    }`;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log error;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size ${MAX_HOMEWORK_ATTACHMENT_BYTES + 1024 * 1024};
  # Uploads stream through to the API (which streams them to the store), answers through to the
  # teacher: nothing is held on nginx's disk.
  proxy_request_buffering off;
  proxy_max_temp_file_size 0;
  upstream api {
${servers(upstreams)}
  }
  upstream api_one {
${servers(upstreams.slice(0, 1))}
  }
  server {
    listen 127.0.0.1:${port} backlog=4096;
${proxy('api')}
  }
  server {
    listen 127.0.0.1:${portOne} backlog=4096;
${proxy('api_one')}
  }
}
`;
}

interface Outcome {
  ok: boolean;
  /** 0 when the connection broke; `broken` then says how. */
  status: number;
  broken?: string;
  body: Buffer;
}

/** A connection of its own for each request. */
const FRESH = new http.Agent({ keepAlive: false });

interface RequestOptions {
  method: string;
  token?: string;
  json?: unknown;
  body?: Buffer;
  contentType?: string;
}

/**
 * One HTTP request on `agent`; a broken connection is status 0. A request whose kept-alive connection
 * was closed before any answer is sent again on a new one, as browsers do: nothing of it was read.
 */
function request(agent: http.Agent, url: string, options: RequestOptions, resent = false): Promise<Outcome> {
  const body = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.body;
  return new Promise((resolve) => {
    const req = http.request(url, {
      agent,
      method: options.method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(body ? { 'content-type': options.json !== undefined ? 'application/json' : options.contentType!, 'content-length': body.length } : {}),
      },
    });
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ ok: response.statusCode === 200, status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', (error) => resolve({ ok: false, status: 0, broken: `answer cut (${error.message})`, body: Buffer.alloc(0) }));
    });
    req.on('error', (error) => {
      if (req.reusedSocket && !resent) resolve(request(FRESH, url, options, true));
      else resolve({ ok: false, status: 0, broken: `${resent ? 'sent again, ' : ''}${error.message}`, body: Buffer.alloc(0) });
    });
    req.end(body);
  });
}

/** A multipart body with one file in the field "file", as the attachment uploader sends it. */
function multipart(fileName: string, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----cluster${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return { body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const worksheet = (seed: number) => Buffer.concat([Buffer.from(`%PDF-1.4\n% worksheet ${seed}\n`), Buffer.alloc(UPLOAD_BYTES, seed % 251)]);

interface Action {
  name: string;
  weight: number;
  /** A read is sent once more when it fails (as the front ends' query client does). */
  read: boolean;
  send(agent: http.Agent, base: string): Promise<Outcome>;
}

interface Sample {
  ms: number;
  startedAt: number;
  endedAt: number;
  ok: boolean;
  /** The status, or how the connection broke. */
  status: number | string;
  action: string;
  /** For a failed read: whether its one retry succeeded. */
  retried?: boolean;
}

interface Figures {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The failed requests by action and status, e.g. "upload 502 × 2". */
function describeFailures(failed: Sample[]): string {
  const counts = new Map<string, number>();
  for (const s of failed) counts.set(`${s.action} ${s.status}`, (counts.get(`${s.action} ${s.status}`) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${kind} × ${n}`).join(', ') || 'none';
}

function figures(samples: Sample[], seconds: number): Figures {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return { requests: samples.length, failed: samples.filter((s) => !s.ok).length, rps: samples.length / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? 0 };
}

/** TEACHERS clients on the mix until `until` resolves and `seconds` have passed. */
async function load(actions: Action[], base: string, seconds: number, until: Promise<unknown> = Promise.resolve()): Promise<{ samples: Sample[]; seconds: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: TEACHERS });
  const total = actions.reduce((sum, a) => sum + a.weight, 0);
  const pick = () => {
    let r = Math.random() * total;
    return actions.find((a) => (r -= a.weight) < 0) ?? actions[0];
  };
  let done = false;
  const timer = sleep(seconds * 1000);
  void Promise.all([timer, until]).then(() => (done = true));
  const samples: Sample[] = [];
  const started = Date.now();
  const teacher = async () => {
    while (!done) {
      const action = pick();
      const startedAt = Date.now();
      const t0 = performance.now();
      const outcome = await action.send(agent, base);
      const sample: Sample = { ms: performance.now() - t0, startedAt, endedAt: Date.now(), ok: outcome.ok, status: outcome.broken ?? outcome.status, action: action.name };
      if (!outcome.ok && action.read) sample.retried = (await action.send(agent, base)).ok;
      samples.push(sample);
    }
  };
  await Promise.all(Array.from({ length: TEACHERS }, teacher));
  agent.destroy();
  return { samples, seconds: (Date.now() - started) / 1000 };
}

/** The homework files in s3rver's folder, by storage key: whole (with s3rver's metadata) or cut. */
async function storedFiles(s3Dir: string): Promise<{ whole: Set<string>; cut: Set<string> }> {
  const root = path.join(s3Dir, BUCKET, PREFIX);
  const names = await fs.readdir(path.join(root, STORAGE_PREFIX), { recursive: true });
  const whole = new Set<string>();
  const cut = new Set<string>();
  for (const name of names.filter((n) => n.endsWith(S3RVER_OBJECT))) {
    const file = path.join(root, STORAGE_PREFIX, name);
    const key = path.relative(root, file).slice(0, -S3RVER_OBJECT.length);
    const hasMetadata = await fs.access(`${file.slice(0, -S3RVER_OBJECT.length)}${S3RVER_METADATA}`).then(() => true, () => false);
    (hasMetadata ? whole : cut).add(key);
  }
  return { whole, cut };
}

async function main() {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is needed (scripts/bench-cluster.mjs starts a PostgreSQL)');
  const log = (line: string) => console.log(`[cluster] ${line}`);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-cluster-'));
  const cleanUp: (() => Promise<unknown> | void)[] = [() => fs.rm(work, { recursive: true, force: true })];
  const goals: { goal: string; met: boolean; detail: string }[] = [];
  const goal = (name: string, met: boolean, detail: string) => goals.push({ goal: name, met, detail });
  const members: Member[] = [];

  try {
    // The data: the demo schools, bench's large school with its marking homework, and 2,000 parents.
    const db: Database = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });
    cleanUp.push(() => db.close());
    await migrate(db);
    await seedIfEmpty(db);
    const school = await ensureBenchSchool(db, log);
    const marking = await ensureMarkingBench(db, school.schoolId, school.teacherId);
    const { recipients } = await benchParents(db, PARENTS);
    await db.query('vacuum analyze');
    const subjectId = (await db.query<{ subject_id: string }>('select subject_id::text from homework where id = $1', [marking.homeworkId])).rows[0].subject_id;
    log(`large school: ${school.students} students, ${school.homework} homework; ${recipients.length} bench parents in Oakwood`);

    // The files' store, the mail catcher, then the API processes on one data folder (the provider's
    // keys: a token signed by one is taken by the others), the first alone so that it makes the keys.
    const s3Port = await freePort();
    const s3 = spawn(S3RVER, ['-d', path.join(work, 's3'), '-a', '127.0.0.1', '-p', String(s3Port), '-s', '--configure-bucket', BUCKET], { stdio: 'ignore' });
    cleanUp.push(() => void s3.kill('SIGTERM'));
    while ((await fetch(`http://127.0.0.1:${s3Port}/${BUCKET}`).then((r) => r.status, () => 0)) !== 200) await sleep(200);
    const sink = new Sink(await freePort());
    await sink.start();
    cleanUp.push(() => sink.stop());
    const nginxPort = await freePort();
    const nginxPortOne = await freePort();
    const base = `http://127.0.0.1:${nginxPort}`;
    const baseOne = `http://127.0.0.1:${nginxPortOne}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DEMO_SCHOOLS: '1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL,
      FILE_STORAGE: `s3://${BUCKET}/${PREFIX}`,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver takes any key pair; set, the SDK does not look for the machine's own.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'no-reply@bench.example',
      MAIL_WORKER: 'off',
      LOG_LEVEL: 'warn',
      DRAIN_DELAY_SECONDS: String(DRAIN_DELAY_SECONDS),
      DRAIN_REFUSE_READS: 'true',
    };
    const apis: Member[] = [];
    for (let i = 0; i < API_PROCESSES; i++) {
      const port = await freePort();
      apis.push(new Member(`API ${i + 1}`, 'main', { ...env, PORT: String(port) }, port));
    }
    members.push(...apis);
    cleanUp.push(() => Promise.all(apis.map((a) => a.stop('SIGKILL'))));
    const started = Date.now();
    apis[0].start();
    await apis[0].ready();
    const startUpSeconds = (Date.now() - started) / 1000;
    for (const api of apis.slice(1)) api.start();
    await Promise.all(apis.slice(1).map((a) => a.ready()));
    const workers = Array.from({ length: MAIL_WORKERS }, (_, i) => new Member(`mail worker ${i + 1}`, 'worker', { ...env, MAIL_WORKER: 'on' }));
    members.push(...workers);
    cleanUp.push(() => Promise.all(workers.map((w) => w.stop('SIGKILL'))));
    for (const worker of workers) worker.start();

    const conf = path.join(work, 'nginx.conf');
    await fs.writeFile(conf, nginxConf(work, nginxPort, nginxPortOne, apis.map((a) => a.port!)));
    const nginx = spawn(NGINX, ['-p', work, '-c', conf], { stdio: ['ignore', 'ignore', 'inherit'] });
    cleanUp.push(() => void nginx.kill('SIGQUIT'));
    while ((await fetch(`${base}${READY}`).then((r) => r.status, () => 0)) !== 200) {
      if (nginx.exitCode !== null) throw new Error(`nginx exited (${nginx.exitCode})`);
      await sleep(200);
    }
    log(`s3rver, SMTP, ${API_PROCESSES} API processes (the first ready in ${startUpSeconds.toFixed(1)} s), ${MAIL_WORKERS} mail workers and nginx on ${base}`);

    // Who the teachers are: the large school's teacher, and Oakwood's for the 2,000-parent message.
    const token = (await signIn(base, BENCH_USERNAME)).accessToken;
    const oakwood = (await signIn(base, 'teacher')).accessToken;
    const setup = new http.Agent({ keepAlive: false });
    const upload = async (via: string, seed: number) => {
      const { body, contentType } = multipart(`worksheet-${seed}.pdf`, worksheet(seed));
      return request(setup, `${via}/${pathOf(HOMEWORK.uploadAttachment)}`, { method: 'POST', token, body, contentType });
    };
    /** A homework holding one uploaded file (uploaded and saved through `via`): what the downloads fetch. */
    const homeworkWithFile = async (via: string, seed: number) => {
      const uploaded = await upload(via, seed);
      if (!uploaded.ok) throw new Error(`upload answered ${uploaded.status}: ${uploaded.body}`);
      const { Id: attachmentId } = JSON.parse(uploaded.body.toString()) as { Id: string };
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const created = await request(setup, `${via}/${pathOf(HOMEWORK.create)}`, {
        method: 'POST',
        token,
        json: { Title: `Cluster worksheet ${seed}`, Description: '<p>Worksheet attached.</p>', SubjectId: subjectId, SetById: school.teacherId, Students: [marking.studentId], Groups: [], Attachments: [{ Id: attachmentId }], StartDate: day(0), DueDate: day(7), AllowStudentAttachments: true },
      });
      if (!created.ok) throw new Error(`Create answered ${created.status}: ${created.body}`);
      const homeworkId = (JSON.parse(created.body.toString()) as { Id: string }).Id;
      return { path: pathOf(HOMEWORK.attachment, { homeworkId, attachmentId }), sha: createHash('sha256').update(worksheet(seed)).digest('hex') };
    };
    const shared = await homeworkWithFile(base, 0);

    let uploads = 0;
    const actions: Action[] = [
      { name: 'list: default', weight: 25, read: true, send: (a, b) => request(a, `${b}/${pathOf(HOMEWORK.list)}`, { method: 'POST', token, json: { SortOrder: 'duedate-asc', Page: 1, PageSize: 5, State: 'next-30' } }) },
      { name: 'list: set by me', weight: 10, read: true, send: (a, b) => request(a, `${b}/${pathOf(HOMEWORK.list)}`, { method: 'POST', token, json: { SortOrder: 'duedate-asc', Page: 1, PageSize: 5, State: 'next-30', SetBy: school.teacherId } }) },
      { name: 'marking: students', weight: 8, read: true, send: (a, b) => request(a, `${b}/${pathOf(HOMEWORK.students, { id: marking.homeworkId })}`, { method: 'GET', token }) },
      { name: 'marking: submission', weight: 12, read: true, send: (a, b) => request(a, `${b}/${pathOf(MARKING.studentSubmission, { homeworkId: marking.homeworkId, studentId: marking.studentId })}`, { method: 'GET', token }) },
      { name: 'download', weight: 15, read: true, send: (a, b) => request(a, `${b}/${shared.path}`, { method: 'GET', token }) },
      {
        name: 'upload',
        weight: 10,
        read: false,
        send: (a, b) => {
          const { body, contentType } = multipart('worksheet.pdf', worksheet((uploads += 1)));
          return request(a, `${b}/${pathOf(HOMEWORK.uploadAttachment)}`, { method: 'POST', token, body, contentType });
        },
      },
      { name: 'messages: sent', weight: 15, read: true, send: (a, b) => request(a, `${b}/${pathOf(MESSAGING.sent, {}, { page: 1, pageSize: 20, kind: null })}`, { method: 'GET', token }) },
      {
        name: 'messages: notify',
        weight: 5,
        read: false,
        send: (a, b) =>
          request(a, `${b}/${pathOf(MESSAGING.notify)}`, { method: 'POST', token, json: { Selection: { studentIds: [marking.studentId], sendTo: 'both' }, Message: { subject: 'Revision session', messageBody: '<p>Please bring your notes.</p>' } } }),
      },
    ];

    const memory = (members: Member[]) => members.map((m) => `${m.name} ${m.rss.toFixed(0)} MB`).join(', ');
    const others = () => `nginx ${rssMb(nginx.pid).toFixed(0)} MB, s3rver ${rssMb(s3.pid).toFixed(0)} MB`;

    // Warm-up (JIT, pools, caches): not counted.
    await load(actions, base, Math.min(10, SECONDS));

    const rows: { phase: string; f: Figures }[] = [];
    const run = async (phase: string, seconds: number, during?: () => Promise<unknown>, via = base) => {
      const faults = during?.() ?? Promise.resolve();
      const result = await load(actions, via, seconds, faults.catch(() => undefined));
      await faults;
      const f = figures(result.samples, result.seconds);
      rows.push({ phase, f });
      log(`${phase}: ${f.requests} requests, ${f.failed} failed, ${f.rps.toFixed(0)} req/s, p50 ${f.p50.toFixed(0)} ms, p95 ${f.p95.toFixed(0)} ms, p99 ${f.p99.toFixed(0)} ms, longest ${f.max.toFixed(0)} ms`);
      return result.samples;
    };

    await run('1 API process', SECONDS, undefined, baseOne);
    const memoryOne = memory(apis.slice(0, 1));
    await run(`${API_PROCESSES} API processes`, SECONDS);
    const memoryThree = `${memory([...apis, ...workers])}, ${others()}`;

    // 3. Rolling restart, each in turn: SIGTERM, its exit, started again, ready, with no change to
    // nginx (which does not ask /health/ready): the drain answers reads 503, which nginx retries on
    // another process and counts a failure, so it sends the process nothing more for
    // FAIL_TIMEOUT_SECONDS; writes sent before that are served; the listener closes after
    // DRAIN_DELAY_SECONDS, inside that window, and a connection refused afterwards goes to the next
    // process whatever its method. Then a wait of FAIL_TIMEOUT_SECONDS, so nginx sends to the
    // restarted process again before the next one stops.
    const exits: (number | null)[] = [];
    let restartSeconds = 0;
    const rolling = await run('rolling restart', 0, async () => {
      await sleep(2000);
      const t0 = Date.now();
      for (const api of apis) {
        exits.push(await api.stop('SIGTERM'));
        api.start();
        await api.ready();
        await sleep(FAIL_TIMEOUT_SECONDS * 1000);
      }
      restartSeconds = (Date.now() - t0) / 1000;
      await sleep(2000);
    });
    const rollingFailed = rolling.filter((s) => !s.ok);
    goal('rolling restart: 0 failed requests', rollingFailed.length === 0 && exits.every((c) => c === 0), `${rollingFailed.length} failed of ${rolling.length} (${describeFailures(rollingFailed)}); exits ${exits.join(', ')}; restart took ${restartSeconds.toFixed(0)} s`);

    // 4. A message to 2,000 parents, a mail worker SIGKILLed once a quarter of it has arrived, and
    // half-way through the load one API process SIGKILLed (started again a few seconds later).
    const notified = await request(setup, `${base}/${pathOf(MESSAGING.notify)}`, {
      method: 'POST',
      token: oakwood,
      json: { Recipients: recipients, Message: { subject: 'Cluster: worker killed mid-send', messageBody: '<p>Dear {{RecipientName}}, about {{StudentName}}.</p>', attachments: [] } },
    });
    if (!notified.ok) throw new Error(`Notify to ${PARENTS} parents answered ${notified.status}`);
    const messageId = (JSON.parse(notified.body.toString()) as { MessageId: string | null }[]).find((r) => r.MessageId)!.MessageId!;
    const wanted = new Set((await db.query<{ id: string }>('select id::text from message_recipients where message_id = $1', [messageId])).rows.map((r) => `<${r.id}@bench.example>`));
    let killedAt = 0;
    let goneAt = 0;
    let mailAtKill = { arrived: 0, recorded: 0 };
    const killWorker = (async () => {
      while (sink.count(wanted).delivered < wanted.size / 4) await sleep(5);
      await workers[0].stop('SIGKILL');
      const { rows } = await db.query<{ sent: number }>(`select count(*) filter (where state = 'sent')::int as sent from message_recipients where message_id = $1`, [messageId]);
      mailAtKill = { arrived: sink.count(wanted).delivered, recorded: rows[0].sent };
      workers[0].start();
    })();
    const killed = await run('one API process SIGKILLed', SECONDS, async () => {
      await sleep((SECONDS * 1000) / 2);
      killedAt = Date.now();
      await apis[1].stop('SIGKILL');
      goneAt = Date.now();
      await sleep(5000);
      apis[1].start();
      await apis[1].ready();
    });
    await killWorker;
    const killedFailed = killed.filter((s) => !s.ok);
    // In flight: sent before the process was gone (the signal is not its end at once) and not
    // answered before the signal.
    const notInFlight = killedFailed.filter((s) => !(s.startedAt <= goneAt && s.endedAt >= killedAt));
    const offsets = killedFailed.map((s) => `${((s.startedAt - killedAt) / 1000).toFixed(2)}…${((s.endedAt - killedAt) / 1000).toFixed(2)} s`).join(', ');
    const retriedReads = killedFailed.filter((s) => s.retried !== undefined);
    goal(
      'SIGKILL: only requests in flight on the killed process fail',
      notInFlight.length === 0,
      `${killedFailed.length} failed of ${killed.length} (${describeFailures(killedFailed)}), ${notInFlight.length} of them not in flight at the kill (sent…failed from the signal: ${offsets}; the process was gone ${((goneAt - killedAt) / 1000).toFixed(2)} s after it)`,
    );
    goal('SIGKILL: every failed read succeeds when retried', retriedReads.every((s) => s.retried), `${retriedReads.filter((s) => s.retried).length} of ${retriedReads.length} retried reads succeeded`);

    // A file uploaded through one process downloads, the same bytes, through each of the others.
    const direct = (api: Member) => `http://127.0.0.1:${api.port}`;
    const crossing = await homeworkWithFile(direct(apis[0]), 1_000_000);
    const downloads = await Promise.all(apis.slice(1).map((api) => request(setup, `${direct(api)}/${crossing.path}`, { method: 'GET', token })));
    const same = downloads.every((d) => d.ok && createHash('sha256').update(d.body).digest('hex') === crossing.sha);
    goal('a file uploaded through API 1 downloads through the others', same, downloads.map((d, i) => `API ${i + 2}: ${d.status}`).join(', '));

    // Every stored homework file has its row and every row marked uploaded its file. Rows of uploads
    // cut by the kill (never marked uploaded) are the hourly sweep's (services/homework/routes/attachments.ts), with whatever
    // s3rver kept of their files: it writes a PUT in place, so a cut one leaves a file without its
    // metadata, which S3 itself, whose PUT is whole or nothing, never shows.
    const files = await storedFiles(path.join(work, 's3'));
    const { rows: attachmentRows } = await db.query<{ storage_key: string; uploaded: boolean }>('select storage_key, uploaded_at is not null as uploaded from attachments where school_id = $1 and starts_with(storage_key, $2)', [school.schoolId, STORAGE_PREFIX]);
    const keys = new Set(attachmentRows.map((r) => r.storage_key));
    const unfinishedKeys = new Set(attachmentRows.filter((r) => !r.uploaded).map((r) => r.storage_key));
    const withoutRow = [...files.whole].filter((k) => !keys.has(k)).length;
    const withoutFile = attachmentRows.filter((r) => r.uploaded && !files.whole.has(r.storage_key)).map((r) => r.storage_key);
    const cutWithoutRow = [...files.cut].filter((k) => !unfinishedKeys.has(k)).length;
    const uploadsCut = killedFailed.filter((s) => s.action === 'upload').length;
    goal(
      'no stored file without its row, no uploaded row without its file',
      withoutRow === 0 && withoutFile.length === 0 && cutWithoutRow === 0 && unfinishedKeys.size <= uploadsCut,
      `${files.whole.size} files, ${attachmentRows.length} rows; ${withoutRow} files without a row, ${withoutFile.length} uploaded rows without a file${withoutFile.length ? ` (${withoutFile.slice(0, 3).join(', ')})` : ''}; ` +
        `${unfinishedKeys.size} unfinished rows (uploads cut by the kill: ${uploadsCut}) and ${files.cut.size} cut files, ${cutWithoutRow} of them without a row`,
    );

    // Every mail of the 2,000-parent message delivered; none twice beyond the kill's window.
    const mailStarted = Date.now();
    while (sink.count(wanted).delivered < wanted.size && Date.now() - mailStarted < MAIL_WAIT_SECONDS * 1000) await sleep(200);
    const mail = sink.count(wanted);
    const window = mailAtKill.arrived - mailAtKill.recorded;
    goal(
      `mail worker SIGKILLed mid-send of ${wanted.size}: every mail delivered, none twice beyond the kill's window`,
      mail.delivered === wanted.size && mail.duplicates <= window,
      `worker killed with ${mailAtKill.arrived} arrived, ${mailAtKill.recorded} recorded sent; delivered ${mail.delivered}/${wanted.size}, ${mail.duplicates} twice (window ${window}), all ${((Date.now() - mailStarted) / 1000).toFixed(0)} s after the load`,
    );

    const loadAverage = os.loadavg().map((l) => l.toFixed(2)).join(', ');
    console.log(`\nCluster bench: ${TEACHERS} teachers, ${SECONDS} s a phase, ${os.cpus().length} CPUs, Node ${process.version}, load average at the end ${loadAverage}.\n`);
    console.log('| phase | requests | failed | req/s | p50 ms | p95 ms | p99 ms | longest ms |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const { phase, f } of rows) console.log(`| ${phase} | ${f.requests} | ${f.failed} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(0)} | ${f.p95.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.max.toFixed(0)} |`);
    console.log(`\nResident memory: with one process ${memoryOne}; with three ${memoryThree}. An API process's start: ${startUpSeconds.toFixed(1)} s.\n`);
    console.log('| goal | met | detail |');
    console.log('|---|---|---|');
    for (const g of goals) console.log(`| ${g.goal} | ${g.met ? 'yes' : '**no**'} | ${g.detail} |`);
    if (goals.some((g) => !g.met)) {
      const errors = (await fs.readFile(path.join(work, 'nginx-error.log'), 'utf8').catch(() => '')).trim().split('\n').slice(-30);
      console.log(`\nnginx's error log, last lines:\n${errors.join('\n')}`);
    }
  } catch (error) {
    for (const member of members) if (member.output) console.error(`${member.name}'s log, last lines:\n${member.output}`);
    throw error;
  } finally {
    for (const step of cleanUp.reverse()) await step();
  }
  return goals.every((g) => g.met);
}

main().then(
  (met) => process.exit(met ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
