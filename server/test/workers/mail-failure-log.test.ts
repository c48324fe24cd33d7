// A delivery that fails (decision 0023): Sent messages gives the teacher the reason in words they can
// act on, and the mail server's own answer ("connect ECONNREFUSED ...") goes to the operator's log
// only.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MAIL_FAILURE_REASONS, MESSAGING, pathOf } from '@homework/contracts';
import { OutboxWorker, type Logger } from '../../src/workers/outbox-worker';
import { startHomeworkServer, type HomeworkTestServer } from '../support/homework-server';
import { freePort } from '../support';

describe('a failed delivery', () => {
  let s: HomeworkTestServer;
  let smtpUrl: string;

  before(async () => {
    // Nothing listens on this port: the mail server is down. The server's own worker is off, so the
    // test's worker, whose log it reads, is the one that tries.
    smtpUrl = `smtp://127.0.0.1:${await freePort()}`;
    s = await startHomeworkServer(['teacher'], { smtpUrl, mailFrom: 'no-reply@homework.test', mailWorker: false });
  });
  after(() => s?.stop());

  test("gives the teacher the reason in a teacher's words, and the mail server's answer to the log", async () => {
    const { rows } = await s.db.query<{ id: string }>('select id::text from students where school_id = $1 and email is not null limit 1', [
      (await s.school('teacher')).schoolId,
    ]);
    const studentId = rows[0].id;
    const sent = await fetch(`${s.baseUrl}/${pathOf(MESSAGING.notify)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.tokens.teacher}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        Recipients: [{ recipientId: studentId, personType: 1, studentId }],
        Message: { subject: 'While the mail server was down', messageBody: '<p>Hello</p>', attachments: [] },
      }),
    });
    assert.equal(sent.status, 200);
    const messageId = ((await sent.json()) as { MessageId: string }[])[0].MessageId;

    const logged: { level: string; object: Record<string, unknown>; message: string }[] = [];
    const log: Logger = {
      info: (object, message) => void logged.push({ level: 'info', object: object as Record<string, unknown>, message }),
      warn: (object, message) => void logged.push({ level: 'warn', object: object as Record<string, unknown>, message }),
      error: (object, message) => void logged.push({ level: 'error', object: object as Record<string, unknown>, message }),
    };
    const worker = new OutboxWorker(
      s.db,
      s.app.storage,
      { smtpUrl, mailFrom: 'no-reply@homework.test', publicUrl: s.baseUrl, retryBaseSeconds: 1, retryMaxSeconds: 1, maxAttempts: 1, connections: 1 },
      log,
    );
    try {
      // On a shared PostgreSQL other files' mail waits in the outbox too: the worker runs until none is left.
      let delivered = await worker.runOnce();
      assert.ok(delivered >= 1);
      while (delivered > 0) delivered = await worker.runOnce();
    } finally {
      await worker.stop();
    }

    const detail = await fetch(`${s.baseUrl}/${pathOf(MESSAGING.sentMessage, { messageId })}`, { headers: { authorization: `Bearer ${s.tokens.teacher}` } });
    const recipient = ((await detail.json()) as { Recipients: { State: string; Reason: string | null }[] }).Recipients[0];
    assert.deepEqual([recipient.State, recipient.Reason], ['failed', MAIL_FAILURE_REASONS.unreachable]);
    // This message's line: on a shared PostgreSQL the worker also failed other files' mail.
    const failure = logged.find((line) => line.object.messageId === messageId && JSON.stringify(line.object).includes('ECONNREFUSED'));
    assert.ok(failure, `the log names the mail server's answer: ${JSON.stringify(logged)}`);
    assert.equal(failure.level, 'warn');
    assert.equal(failure.object.messageId, messageId, 'the log line says which message, so the operator can find it');
  });
});
