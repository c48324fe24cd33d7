// What a load balancer and an operator call: /health/live and /health/ready (200, or 503 naming what
// failed: the database, the migrations, the file storage, a drain), public and never rate-limited;
// /metrics in Prometheus' text format behind METRICS_TOKEN (404 when none is set), with requests by
// route pattern and status, upload bytes, the outbox's depth, mail outcomes and the process's own.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MESSAGING, pathOf } from '@homework/contracts';
import type { Database } from '../../src/db';
import { OPERATOR_TOKEN_NEEDED } from '../../src/kit';
import { DRAINING, READY } from '../../src/operations/readiness';
import { startHomeworkServerWithMail, type MailServer } from '../support/mail-server';
import type { HomeworkTestServer } from '../support/homework-server';
import { startTestServer, type TestServer } from '../support';

const TOKEN = 'metrics-token-for-the-test';

const ready = async (server: TestServer) => {
  const response = await fetch(`${server.baseUrl}/health/ready`);
  return { status: response.status, body: (await response.json()) as { ready: boolean; checks: Record<string, string> } };
};

describe('health and readiness', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  test('live and ready answer 200 with what was checked, as often as they are asked', async () => {
    const live = await fetch(`${server.baseUrl}/health/live`);
    assert.equal(live.status, 200);
    assert.deepEqual(await live.json(), { live: true });
    const answers = await Promise.all(Array.from({ length: 60 }, () => ready(server)));
    assert.deepEqual(new Set(answers.map((a) => a.status)), new Set([200]), 'never limited');
    assert.deepEqual(answers[0].body, { ready: true, checks: { database: READY, migrations: READY, storage: READY, draining: READY } });
  });

  test('a draining process is live but not ready, and says so', async () => {
    server.app.lifecycle.draining = true;
    try {
      const answer = await ready(server);
      assert.equal(answer.status, 503);
      assert.deepEqual(answer.body, { ready: false, checks: { database: READY, migrations: READY, storage: READY, draining: DRAINING } });
      assert.equal((await fetch(`${server.baseUrl}/health/live`)).status, 200);
    } finally {
      server.app.lifecycle.draining = false;
    }
  });
});

describe('readiness names what failed', () => {
  let healthy: TestServer;
  let faulty: TestServer;
  const faults = { hideLastMigration: false, hangDatabase: false };
  before(async () => {
    healthy = await startTestServer();
    const db = healthy.db;
    // The same database, with faults switched on by the tests.
    const withFaults: Database = {
      ...db,
      async query<T>(sql: string, params?: unknown[]) {
        if (faults.hangDatabase && sql === 'select 1') return new Promise<never>(() => undefined);
        const answer = await db.query<T>(sql, params);
        return faults.hideLastMigration && sql.includes('from schema_migrations') ? { rows: answer.rows.slice(0, -1) } : answer;
      },
    };
    // A bucket nobody serves: the storage cannot take files.
    const unreachable = { kind: 's3' as const, bucket: 'homework', prefix: '', endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } };
    faulty = await startTestServer({ fileStorage: unreachable, dataDir: healthy.config.dataDir }, { db: withFaults });
  });
  after(async () => {
    await faulty?.close();
    await healthy?.close();
  });

  test('a migration not applied, a storage that takes no files, a database that does not answer', async () => {
    faults.hideLastMigration = true;
    let answer = await ready(faulty);
    assert.equal(answer.status, 503);
    assert.equal(answer.body.ready, false);
    assert.match(answer.body.checks.migrations, /^Not applied yet: \d+_\w+\.sql\.$/);
    assert.notEqual(answer.body.checks.storage, READY);
    assert.equal(answer.body.checks.database, READY);

    faults.hideLastMigration = false;
    faults.hangDatabase = true;
    const started = Date.now();
    answer = await ready(faulty);
    assert.equal(answer.status, 503);
    assert.equal(answer.body.checks.database, 'No answer within 2 s.');
    assert.ok(Date.now() - started < 5000, 'a stuck database makes "not ready", not a hang');
    faults.hangDatabase = false;
  });
});

describe('metrics', () => {
  let s: HomeworkTestServer;
  let mail: MailServer;
  before(async () => {
    ({ server: s, mail } = await startHomeworkServerWithMail(['teacher'], { metricsToken: TOKEN }));
  });
  after(() => s?.stop());

  const scrape = async (token = TOKEN) => {
    const response = await fetch(`${s.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
  };
  /** The value of one series, 0 when absent. */
  const valueOf = (text: string, series: string) => Number(text.split('\n').find((line) => line.startsWith(`${series} `))?.split(' ')[1] ?? 0);

  test('the operator’s token only: none or another is 401, and no METRICS_TOKEN is the not-found answer', async () => {
    const none = await fetch(`${s.baseUrl}/metrics`);
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer');
    assert.deepEqual(await none.json(), { message: OPERATOR_TOKEN_NEEDED });
    assert.equal((await scrape(s.tokens.teacher)).status, 401, "a user's token is not the operator's");
    assert.equal((await scrape(`${TOKEN}x`)).status, 401);

    const closed = await startTestServer({ dataDir: s.dataDir }, { db: s.db });
    try {
      const answer = await fetch(`${closed.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(answer.status, 404);
      assert.deepEqual(await answer.json(), { message: 'Not found: GET /metrics' });
    } finally {
      await closed.close();
    }
  });

  test('requests by route pattern and status, upload bytes, outbox depth, the process', async () => {
    const { schoolId } = await s.school('teacher');
    const hw = (await s.db.query<{ id: string }>('select id::text from homework where school_id = $1 limit 1', [schoolId])).rows[0];
    for (let i = 0; i < 3; i++) assert.equal((await s.call('teacher', 'GET', `/GetHomework/${hw.id}`)).status, 200);
    assert.equal((await s.call('teacher', 'GET', '/GetHomework/00000000-0000-4000-8000-000000000000')).status, 404);
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(1234, 1)]), 'letter.pdf');
    const uploaded = await fetch(`${s.baseUrl}/${pathOf(MESSAGING.uploadAttachment)}`, { method: 'POST', headers: { authorization: `Bearer ${s.tokens.teacher}` }, body: form });
    assert.equal(uploaded.status, 200);
    const { status, type, text } = await scrape();
    assert.equal(status, 200);
    assert.match(type ?? '', /^text\/plain; version=0\.0\.4/);
    const route = '/v3/HomeworkManagement/GetHomework/:id';
    assert.ok(valueOf(text, `homework_http_request_duration_seconds_count{method="GET",route="${route}",status="200"}`) >= 3, 'by route pattern and status');
    assert.equal(valueOf(text, `homework_http_request_duration_seconds_count{method="GET",route="${route}",status="404"}`), 1);
    assert.ok(!text.includes(hw.id), 'never the raw address');
    assert.ok(text.includes(`homework_http_request_duration_seconds_bucket{le="0.1",method="GET",route="${route}",status="200"}`), 'a histogram');
    assert.equal(valueOf(text, 'homework_upload_bytes_total'), 1234);
    assert.match(text, /^homework_outbox_mails\{when="due"\} \d+$/m);
    assert.match(text, /^homework_outbox_mails\{when="later"\} \d+$/m);
    assert.ok(valueOf(text, 'process_resident_memory_bytes') > 0, "the process's own");
    if (s.db.kind === 'postgres') assert.match(text, /^homework_db_pool_connections\{state="busy"\} \d+$/m);
  });

  test("the mail this process's worker sent is counted", async () => {
    const { schoolId } = await s.school('teacher');
    const { rows } = await s.db.query<{ id: string }>('select id::text from students where school_id = $1 and email is not null limit 1', [schoolId]);
    const sentBefore = valueOf((await scrape()).text, 'homework_mail_total{outcome="sent"}');
    const notified = await fetch(`${s.baseUrl}/${pathOf(MESSAGING.notify)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.tokens.teacher}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Selection: { studentIds: [rows[0].id], sendTo: 'students' }, Message: { subject: 'Counted', messageBody: '<p>Counted.</p>', attachments: [] } }),
    });
    assert.equal(notified.status, 200, await notified.text());
    await mail.waitFor(1, undefined, 'Counted');
    // The SMTP server has the mail before the worker has its answer and counts it: read until counted.
    const sentNow = async () => valueOf((await scrape()).text, 'homework_mail_total{outcome="sent"}');
    const until = Date.now() + 5_000;
    while ((await sentNow()) < sentBefore + 1 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.ok((await sentNow()) >= sentBefore + 1);
  });
});
