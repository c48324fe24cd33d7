// The edges an attacker probes (decision 0014): control characters, numbers out of range, broken
// multipart bodies, uploads that stall, and attachment titles without a limit — each a clear 4xx, never
// a 500 and never a half-written record or a file left behind.
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ATTACHMENT_TITLE_MAX_LENGTH, VALIDATION_MESSAGES } from '@homework/contracts';
import { controlCharacterMessage, findControlCharacter, labelOf } from '../../src/kit';
import { MULTIPART_NOT_READABLE } from '../../src/services/homework/routes/attachments';
import { PREFIX, filesOnDisk, startHomeworkServer, type HomeworkTestServer } from '../support/homework-server';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('kit/edges.test.ts', () => {
  describe('findControlCharacter and labelOf', () => {
    const cases: [unknown, (string | number)[] | null][] = [
      ['plain text', null],
      ['tab\tline\nreturn\r', null],
      ['nul\u0000', []],
      ['bell\u0007', []],
      ['delete\u007f', []],
      [{ Title: 'ok', Description: 'bad\u001b' }, ['Description']],
      [{ Attachments: [{ Title: 'ok' }, { FileName: 'a\u0000.pdf' }] }, ['Attachments', 1, 'FileName']],
      [{ ['key\u0000']: 1 }, ['key\u0000']],
      [[1, true, null, 'fine'], null],
    ];
    for (const [value, expected] of cases) {
      test(`${JSON.stringify(value)} → ${JSON.stringify(expected)}`, () => assert.deepEqual(findControlCharacter(value), expected));
    }
    test('labels name the field a teacher sees', () => {
      assert.equal(labelOf(['Title']), 'Title');
      assert.equal(labelOf(['Attachments', 0, 'Title']), 'Attachment title');
      assert.equal(labelOf(['Attachments', 2, 'FileName']), 'Attachment file name');
      assert.equal(labelOf([]), 'The request');
    });
  });

  let s: HomeworkTestServer;
  const IDLE_SECONDS = 1;

  before(async () => {
    s = await startHomeworkServer(['teacher'], { uploadIdleSeconds: IDLE_SECONDS });
  });
  after(() => s?.stop());

  async function raw(route: string, body: string, contentType = 'application/json') {
    const response = await fetch(`${s.baseUrl}${PREFIX}${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.tokens.teacher}`, 'content-type': contentType },
      body,
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }

  describe('control characters are refused with a 400 naming the field', () => {
    const attachment = { Id: '00000000-0000-4000-8000-000000000000', Title: 'Sheet', Description: 'Read it', FileName: 'sheet.pdf', FileSize: 10 };
    const cases: [string, (body: Record<string, unknown>) => Record<string, unknown>, string][] = [
      ['Title', (b) => ({ ...b, Title: 'Fractions\u0000' }), 'Title'],
      ['Description', (b) => ({ ...b, Description: '<p>Read\u0000</p>' }), 'Description'],
      ['attachment Title', (b) => ({ ...b, Attachments: [{ ...attachment, Title: 'x\u0000' }] }), 'Attachment title'],
      ['attachment Description', (b) => ({ ...b, Attachments: [{ ...attachment, Description: 'x\u0001' }] }), 'Attachment description'],
      ['attachment FileName', (b) => ({ ...b, Attachments: [{ ...attachment, FileName: 'x\u0000.pdf' }] }), 'Attachment file name'],
    ];
    for (const [name, change, label] of cases) {
      test(`${name} on Create`, async () => {
        const answer = await s.call('teacher', 'POST', '/Create', change({ ...(await s.homework('teacher')) }));
        assert.equal(answer.status, 400);
        assert.equal(answer.body.message, controlCharacterMessage(label));
      });
    }

    test('the list SearchQuery', async () => {
      const answer = await s.call('teacher', 'POST', '/GetHomeworkList', { SearchQuery: 'maths\u0000' });
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, controlCharacterMessage('SearchQuery'));
    });

    test('an analytics event, which needs no sign-in', async () => {
      const response = await fetch(`${s.baseUrl}/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'event', name: 'Clicked\u0000', occurredAt: new Date().toISOString(), properties: { tab: 'a\u0000' } }),
      });
      assert.equal(response.status, 400);
      assert.equal(((await response.json()) as { message: string }).message, controlCharacterMessage('name'));
    });

    test('nothing was saved', async () => {
      const { rows } = await s.db.query<{ n: number }>(`select count(*)::int as n from homework where title like $1`, [`%${s.tag}%`]);
      assert.equal(rows[0].n, 0);
    });
  });

  describe('numbers are bounded', () => {
    test('Page of 1e308 is 400', async () => {
      const answer = await raw('/GetHomeworkList', '{"Page":1e308}');
      assert.equal(answer.status, 400);
      assert.match(answer.body.message, /Page must be at most 100000/);
    });

    test('Version of 1e308 on Edit is 400', async () => {
      const answer = await raw('/Edit', JSON.stringify({ ...(await s.homework('teacher')), Id: '00000000-0000-4000-8000-000000000000' }).replace(/}$/, ',"Version":1e308}'));
      assert.equal(answer.status, 400);
      assert.match(answer.body.message, /Version must be at most/);
    });
  });

  describe('attachment titles', () => {
    test(`an attachment Title over ${ATTACHMENT_TITLE_MAX_LENGTH} characters is 400`, async () => {
      const body = await s.homework('teacher', {
        Attachments: [{ Id: '00000000-0000-4000-8000-000000000000', Title: 'x'.repeat(ATTACHMENT_TITLE_MAX_LENGTH + 1), Description: '', FileName: 'a.pdf', FileSize: 1 }],
      } as never);
      const answer = await s.call('teacher', 'POST', '/Create', body);
      assert.equal(answer.status, 400);
      assert.match(answer.body.message, new RegExp(VALIDATION_MESSAGES.attachmentTitleTooLong.replace(/[.]/g, '\\.')));
    });
  });

  describe('broken multipart bodies', () => {
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`;

    test('no boundary is 400', async () => {
      const answer = await raw('/UploadAttachment', part('abc'), 'multipart/form-data');
      assert.deepEqual(answer, { status: 400, body: { message: MULTIPART_NOT_READABLE } });
    });

    test('a wrong boundary is 400', async () => {
      const answer = await raw('/UploadAttachment', part('abc'), 'multipart/form-data; boundary=xyz');
      assert.equal(answer.status, 400);
      assert.ok([MULTIPART_NOT_READABLE, 'No file was sent.'].includes(answer.body.message), answer.body.message);
    });
  });

  describe('an upload that stalls', () => {
    test('is ended after the idle time-out, its row and temporary file removed at once', async () => {
      const boundary = 'stall';
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stalled.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
      const bytes = Buffer.concat([Buffer.from(head), Buffer.alloc(64 * 1024, 1)]);
      const url = new URL(s.baseUrl);
      const socket = net.connect(Number(url.port), url.hostname);
      const closed = new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('close', () => resolve(Date.now() - started));
      });
      socket.on('error', () => undefined);
      socket.write(
        [
          `POST ${PREFIX}/UploadAttachment HTTP/1.1`,
          `Host: ${url.host}`,
          `Authorization: Bearer ${s.tokens.teacher}`,
          `Content-Type: multipart/form-data; boundary=${boundary}`,
          `Content-Length: ${bytes.length + 1_000_000}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(bytes);

      // While it is held open the row and the temporary file exist.
      const teacherUploads = () =>
        s.db.query<{ n: number }>(`select count(*)::int as n from attachments where file_name = 'stalled.pdf' and homework_id is null`);
      const tmp = path.join(s.dataDir, 'files', '.tmp');
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal((await teacherUploads()).rows[0].n, 1, 'the upload started');

      const after = await closed;
      assert.ok(after < IDLE_SECONDS * 1000 * 5, `ended after ${after} ms`);
      // The removal runs as the request ends; give it a moment.
      for (let i = 0; i < 50 && (await teacherUploads()).rows[0].n > 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal((await teacherUploads()).rows[0].n, 0, 'its row is gone');
      assert.deepEqual(await fs.readdir(tmp), [], 'no temporary file is left');
      assert.ok(!(await filesOnDisk(s.dataDir)).some((file) => file.endsWith('.part')));
    });
  });
});
