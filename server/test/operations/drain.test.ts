// SIGTERM to the real server (src/main.ts as its own process): it answers "not ready" at once, the
// requests it has in hand when the signal arrives all complete, it then takes no new connection, and
// it exits 0. And a drain stops the mail worker claiming mail while those requests finish; with
// DRAIN_REFUSE_READS it answers reads 503 (a proxy retries them elsewhere) and still serves writes.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MESSAGING, pathOf, type NotifyResult } from '@homework/contracts';
import Fastify from 'fastify';
import type { ServerConfig } from '../../src/config';
import { drain } from '../../src/operations';
import { Connections } from '../../src/operations/drain';
import { DRAINING } from '../../src/operations/readiness';
import { startHomeworkServerWithMail } from '../support/mail-server';
import { freePort, SERVER_DIR } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('operations/drain.test.ts', () => {
  /** Seconds the server keeps serving while "not ready", before it stops listening. */
  const DELAY_SECONDS = 1;
  const IN_FLIGHT = 6;


  let dataDir: string;
  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-drain-'));
  });
  after(() => fs.rm(dataDir, { recursive: true, force: true }));

  /**
   * An analytics event whose body is sent in two halves: the request is in the server's hands (headers
   * read, body arriving) from the first half until it is answered.
   */
  function eventInTwoHalves(port: number | string) {
    const body = JSON.stringify({ type: 'pageView', path: '/drain', occurredAt: new Date().toISOString() });
    const request = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/analytics/events', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    const answered = new Promise<number | Error>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', resolve);
    });
    request.write(body.slice(0, 20));
    return { answered, finish: () => request.end(body.slice(20)) };
  }

  test('on SIGTERM the requests in hand complete, readiness turns 503 at once, and the process exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      // Its own embedded database: the drain is the process's, whatever database the other tests use.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO_SCHOOLS: '', LOG_LEVEL: 'warn', DRAIN_DELAY_SECONDS: String(DELAY_SECONDS), DRAIN_GRACE_SECONDS: '20' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      for (let waited = 0; !output.includes('Homework is ready at'); waited += 100) {
        assert.ok(waited < 90_000 && child.exitCode === null, `the server did not start:\n${output}`);
        await sleep(100);
      }
      const base = `http://127.0.0.1:${port}`;
      assert.equal((await fetch(`${base}/health/ready`)).status, 200);

      const inFlight = Array.from({ length: IN_FLIGHT }, () => eventInTwoHalves(port));
      await sleep(300); // every request's headers have arrived
      child.kill('SIGTERM');
      await sleep(200);
      const ready = await fetch(`${base}/health/ready`);
      assert.equal(ready.status, 503, 'not ready at once');
      assert.equal(((await ready.json()) as { checks: { draining: string } }).checks.draining, DRAINING);

      // The rest of each body comes after the server has stopped listening.
      await sleep(DELAY_SECONDS * 1000 + 500);
      await assert.rejects(fetch(`${base}/health/live`), 'no new connection is taken');
      for (const request of inFlight) request.finish();
      assert.deepEqual(await Promise.all(inFlight.map((request) => request.answered)), Array(IN_FLIGHT).fill(204), 'every request in hand answered');
      assert.equal(await exited, 0, output);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  test('an answer ended just before the drain but not yet read is delivered whole', async () => {
    // Larger than what the sockets of a loopback connection hold, so most of it waits in the process.
    const size = 16 * 1024 * 1024;
    const app = Fastify();
    app.decorate('config', { drainDelaySeconds: 0, drainGraceSeconds: 20 } as ServerConfig);
    app.decorate('lifecycle', { draining: false, connections: new Connections(app.server) });
    app.get('/large', async (_request, reply) => reply.send(Buffer.alloc(size, 1)));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get({ host: '127.0.0.1', port, path: '/large' }, resolve));
    response.pause();
    const drained = drain(app);
    await sleep(300);
    const received = await new Promise<number | Error>((resolve) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', resolve);
      response.resume();
    });
    assert.equal(received, size, 'the answer arrived whole');
    assert.equal(await drained, true);
  });

  test('a drain stops the mail worker claiming mail while the requests in hand finish', async () => {
    const { server: s, mail } = await startHomeworkServerWithMail(['teacher']);
    try {
      const { schoolId } = await s.school('teacher');
      const { rows } = await s.db.query<{ id: string }>('select id::text from students where school_id = $1 and email is not null limit 1', [schoolId]);
      const notified = await fetch(`${s.baseUrl}/${pathOf(MESSAGING.notify)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${s.tokens.teacher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ Selection: { studentIds: [rows[0].id], sendTo: 'students' }, Message: { subject: 'Drained', messageBody: '<p>Once.</p>', attachments: [] } }),
      });
      assert.equal(notified.status, 200);
      const [{ MessageId: messageId }] = (await notified.json()) as NotifyResult[];
      await mail.waitFor(1, undefined, 'Drained');

      const held = eventInTwoHalves(new URL(s.baseUrl).port);
      await sleep(200);
      const drained = drain(s.app);
      await sleep(200);
      // Due again now: a worker still claiming would send it a second time within its next polls.
      await s.db.query(`update message_recipients set state = 'queued', next_attempt_at = now() where school_id = $1 and message_id = $2`, [schoolId, messageId]);
      await sleep(2000);
      assert.equal(mail.mails.filter((m) => m.subject === 'Drained').length, 1, 'no mail claimed once the drain began');
      held.finish();
      assert.equal(await held.answered, 204);
      assert.equal(await drained, true);
    } finally {
      await s.stop();
    }
  });

  test('with DRAIN_REFUSE_READS a draining process answers reads 503 at once and still serves writes and its probes', async () => {
    const { registerOperations } = await import('../../src/operations');
    const app = Fastify();
    app.decorate('config', { drainDelaySeconds: 1, drainGraceSeconds: 20, drainRefuseReads: true } as ServerConfig);
    await registerOperations(app);
    app.get('/read', async () => ({ read: true }));
    app.post('/write', async () => ({ written: true }));
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/read' })).statusCode, 200, 'a read is served before the drain');
      app.lifecycle.draining = true;
      const read = await app.inject({ method: 'GET', url: '/read' });
      assert.equal(read.statusCode, 503, 'a read is refused while draining: the proxy sends it elsewhere and marks this process down');
      assert.equal((await app.inject({ method: 'HEAD', url: '/read' })).statusCode, 503);
      assert.equal((await app.inject({ method: 'POST', url: '/write' })).statusCode, 200, 'a write, which a proxy cannot send again, is served');
      assert.equal((await app.inject({ method: 'GET', url: '/health/live' })).statusCode, 200, 'the probes answer as before');
    } finally {
      await app.close();
    }
  });
});
