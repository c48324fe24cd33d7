// The mail pipeline's figures on PostgreSQL (run by scripts/bench-messaging.mjs, which gives
// DATABASE_URL): a message to 2,000 parents accepted by Notify; mails per second delivered to a local
// SMTP server; the SMTP server stopped for a while in the middle of a 2,000-recipient send; the API
// killed with SIGKILL mid-delivery and started again. The API runs as its own process, as production
// runs it (server/dist/main.js, the build the script makes first, started by ./built-server.ts; worker
// inside); the SMTP server runs here and counts what arrives by Message-ID.
//   BENCH_RECIPIENTS=2000  BENCH_SMTP_DOWN_SECONDS=120  BENCH_PHASES=accept,throughput,smtp-down,kill
//   BENCH_WORKERS=0: with n > 0, the API delivers nothing (MAIL_WORKER=off) and n `npm run worker`
//   processes (server/dist/worker.js) share the queue instead.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MESSAGING, pathOf } from '@homework/contracts';
import { migrate, openDatabase } from '../src/db';
import { seedIfEmpty } from '../src/seed/index';
import { signIn } from '../test/support/sign-in';
import { spawnServer } from './built-server';
import { Sink, benchParents } from './mail';
import { freePort } from '../test/support/free-port';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 2000);
const SMTP_DOWN_SECONDS = Number(process.env.BENCH_SMTP_DOWN_SECONDS ?? 120);
const PHASES = (process.env.BENCH_PHASES ?? 'accept,throughput,smtp-down,kill').split(',').map((p) => p.trim());
const DATABASE_URL = process.env.DATABASE_URL;
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Api {
  child: ChildProcess | undefined;
  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {}
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }
  start(): Promise<void> {
    const child = spawnServer('main', this.env, ['ignore', 'pipe', 'pipe']);
    this.child = child;
    child.stderr!.on('data', () => undefined);
    return new Promise((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Homework is ready at')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`API exited (${code}) before it was ready`)));
    });
  }
  kill(signal: NodeJS.Signals): Promise<void> {
    return new Promise((resolve) => {
      if (!this.child || this.child.exitCode !== null) return resolve();
      this.child.removeAllListeners('exit');
      this.child.once('exit', () => resolve());
      this.child.kill(signal);
    });
  }
}

async function main() {
  if (!DATABASE_URL) throw new Error('DATABASE_URL is needed (scripts/bench-messaging.mjs starts a PostgreSQL)');
  const db = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });
  await migrate(db);
  await seedIfEmpty(db);
  const { recipients } = await benchParents(db, RECIPIENTS);
  console.log(`${recipients.length} bench parents in Oakwood Academy.`);

  const sink = new Sink(await freePort());
  await sink.start();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-messaging-'));
  const port = await freePort();
  const api = new Api(port, {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The database holds the demo school seeded above.
    DEMO_SCHOOLS: '1',
    DATA_DIR: dataDir,
    DATABASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: 'no-reply@bench.example',
    MAIL_RETRY_BASE_SECONDS: process.env.MAIL_RETRY_BASE_SECONDS ?? '5',
    MAIL_RETRY_MAX_SECONDS: process.env.MAIL_RETRY_MAX_SECONDS ?? '30',
    MAIL_MAX_ATTEMPTS: process.env.MAIL_MAX_ATTEMPTS ?? '100',
    LOG_LEVEL: 'warn',
    ...(WORKERS > 0 ? { MAIL_WORKER: 'off' } : {}),
  });
  await api.start();
  const workers = Array.from({ length: WORKERS }, () =>
    spawnServer('worker', { ...api.env, MAIL_WORKER: 'on' }, 'ignore'),
  );
  let token = (await signIn(api.baseUrl, 'teacher')).accessToken;

  async function notify(subject: string) {
    const started = performance.now();
    const response = await fetch(`${api.baseUrl}/${pathOf(MESSAGING.notify)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Recipients: recipients, Message: { subject, messageBody: '<p>Dear {{RecipientName}}, about {{StudentName}}.</p>', attachments: [] } }),
    });
    const ms = performance.now() - started;
    const results = (await response.json()) as { Status: number; MessageId: string | null }[];
    if (response.status !== 200) throw new Error(`Notify answered ${response.status}: ${JSON.stringify(results)}`);
    const messageId = results.find((r) => r.MessageId)!.MessageId!;
    const { rows } = await db.query<{ id: string }>('select id::text from message_recipients where message_id = $1', [messageId]);
    return { ms, queued: results.filter((r) => r.Status === 0).length, messageId, wanted: new Set(rows.map((r) => `<${r.id}@bench.example>`)) };
  }

  async function waitDelivered(wanted: Set<string>, label: string, timeoutS = 900) {
    const started = performance.now();
    while (sink.count(wanted).delivered < wanted.size) {
      if (performance.now() - started > timeoutS * 1000) throw new Error(`${label}: ${sink.count(wanted).delivered} of ${wanted.size} after ${timeoutS} s`);
      await sleep(50);
    }
    return (performance.now() - started) / 1000;
  }

  async function waitStateSent(messageId: string) {
    for (;;) {
      const { rows } = await db.query<{ queued: number; failed: number }>(
        `select count(*) filter (where state = 'queued')::int as queued, count(*) filter (where state = 'failed')::int as failed
           from message_recipients where message_id = $1`,
        [messageId],
      );
      if (rows[0].queued === 0) return rows[0];
      await sleep(200);
    }
  }

  const figures: string[] = [];
  try {
    // A small message first, so the server's first-call costs are not in the figures.
    await notify('warm-up').then((m) => waitDelivered(m.wanted, 'warm-up'));

    if (PHASES.includes('accept') || PHASES.includes('throughput')) {
      const sent = await notify('Throughput');
      figures.push(`accept: Notify to ${sent.queued} parents answered in ${sent.ms.toFixed(0)} ms (target <= 1000 ms)`);
      const seconds = await waitDelivered(sent.wanted, 'throughput');
      const totalSeconds = seconds + sent.ms / 1000;
      await waitStateSent(sent.messageId);
      const c = sink.count(sent.wanted);
      figures.push(
        `throughput: ${sent.wanted.size} mails delivered ${totalSeconds.toFixed(1)} s after the request: ${(sent.wanted.size / totalSeconds).toFixed(0)} mails/s ` +
          `(target >= 100); duplicates ${c.duplicates}`,
      );
    }

    if (PHASES.includes('smtp-down')) {
      const sent = await notify('SMTP down in the middle');
      while (sink.count(sent.wanted).delivered < sent.wanted.size / 4) await sleep(5);
      const before = sink.count(sent.wanted).delivered;
      await sink.stop();
      const stoppedAt = performance.now();
      console.log(`SMTP server stopped after ${before} of ${sent.wanted.size}; down for ${SMTP_DOWN_SECONDS} s…`);
      await sleep(SMTP_DOWN_SECONDS * 1000);
      await sink.start();
      const seconds = await waitDelivered(sent.wanted, 'smtp-down');
      const state = await waitStateSent(sent.messageId);
      const c = sink.count(sent.wanted);
      figures.push(
        `smtp-down: stopped after ${before}/${sent.wanted.size} for ${((performance.now() - stoppedAt) / 1000 - seconds).toFixed(0)} s; ` +
          `all delivered ${seconds.toFixed(1)} s after it came back; delivered ${c.delivered}/${sent.wanted.size}, duplicates ${c.duplicates} (extra copies ${c.copies}); ` +
          `failed ${state.failed}`,
      );
    }

    if (PHASES.includes('kill')) {
      const sent = await notify('API killed in the middle');
      while (sink.count(sent.wanted).delivered < sent.wanted.size / 4) await sleep(1);
      const before = sink.count(sent.wanted).delivered;
      await api.kill('SIGKILL');
      const { rows } = await db.query<{ sent: number; queued: number }>(
        `select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'queued')::int as queued from message_recipients where message_id = $1`,
        [sent.messageId],
      );
      const arrivedAtKill = sink.count(sent.wanted).delivered;
      console.log(`API killed after ${before} arrived (${arrivedAtKill} by the time it was gone; ${rows[0].sent} recorded sent); starting it again…`);
      await api.start();
      token = (await signIn(api.baseUrl, 'teacher')).accessToken;
      const seconds = await waitDelivered(sent.wanted, 'kill');
      const state = await waitStateSent(sent.messageId);
      const c = sink.count(sent.wanted);
      figures.push(
        `kill: SIGKILL with ${arrivedAtKill} arrived and ${rows[0].sent} recorded sent; all delivered ${seconds.toFixed(1)} s after the restart; ` +
          `delivered ${c.delivered}/${sent.wanted.size} (none lost: ${c.delivered === sent.wanted.size}), duplicates ${c.duplicates} ` +
          `(at most ${arrivedAtKill - rows[0].sent} expected: accepted by the SMTP server, not yet recorded sent), failed ${state.failed}`,
      );
    }
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await api.kill('SIGTERM');
    await sink.stop();
    await db.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\nFigures (PostgreSQL, ${WORKERS > 0 ? `the API and ${WORKERS} worker processes` : 'one API process with its worker'}, local SMTP server):`);
  for (const line of figures) console.log(`  ${line}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
