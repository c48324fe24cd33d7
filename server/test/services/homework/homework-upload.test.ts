// Homework attachments over real HTTP: upload streamed to disk, the 157,286,400-byte limit (at it and
// one byte over), forbidden types, an upload cut off half way (nothing left on disk or in the table),
// linking on save, download headers, removal with the homework, and the sweep of unlinked uploads.
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_HOMEWORK_ATTACHMENT_BYTES } from '@homework/contracts';
import { sweepUnlinkedUploads } from '../../../src/services/homework/routes/attachments';
import { purgeExpiredDeletedHomework } from '../../../src/services/homework/routes/delete';
import { LocalDiskStorage } from '../../../src/storage';
import { PREFIX, filesOnDisk, startHomeworkServer, type HomeworkTestServer } from '../../support/homework-server';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('services/homework/homework-upload.test.ts', () => {
  let s: HomeworkTestServer;

  before(async () => {
    s = await startHomeworkServer(['teacher', 'teacher2', 'admin', 'noaccess']);
  });
  after(async () => {
    await s?.stop();
  });

  interface UploadOptions {
    user?: string;
    /** Bytes of the file; filled with a repeating pattern. */
    size: number;
    /** Destroy the connection after this many file bytes. */
    cutAfter?: number;
    /** Claim a Content-Length of this many bytes (the body sent is unchanged). */
    declaredLength?: number;
    fieldOnly?: boolean;
  }

  const pattern = (size: number, offset = 0) => {
    const buffer = Buffer.alloc(size);
    for (let i = 0; i < size; i++) buffer[i] = (offset + i) % 251;
    return buffer;
  };

  /** A multipart upload written with backpressure, so 150 MB never sits in this process's memory. */
  function upload(fileName: string, options: UploadOptions): Promise<{ status: number; body: any }> {
    const boundary = `----homework${Date.now()}`;
    const head = Buffer.from(
      options.fieldOnly
        ? `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + options.size + tail.length;
    const chunk = pattern(1024 * 1024);
    return new Promise((resolve, reject) => {
      const token = s.tokens[options.user ?? 'teacher'];
      const request = http.request(`${s.baseUrl}${PREFIX}/UploadAttachment`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': options.declaredLength ?? length,
        },
      });
      let answered = false;
      request.on('response', (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (d) => (text += d));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      });
      request.on('error', (error) => {
        if (options.cutAfter !== undefined) resolve({ status: 0, body: null });
        else if (!answered) reject(error);
      });
      (async () => {
        const write = (data: Buffer) => (request.write(data) ? Promise.resolve() : new Promise((r) => request.once('drain', r)));
        await write(head);
        let sent = 0;
        while (sent < options.size && !answered) {
          const n = Math.min(chunk.length, options.size - sent);
          if (options.cutAfter !== undefined && sent + n > options.cutAfter) {
            await sleep(200); // let the server start writing the file
            request.destroy();
            return;
          }
          await write(n === chunk.length ? chunk : chunk.subarray(0, n));
          sent += n;
        }
        if (!answered) request.end(tail);
      })().catch(() => undefined);
    });
  }

  const rowsNamed = async (fileName: string) =>
    (await s.db.query<{ id: string; homework_id: string | null; file_size: number; uploaded_at: Date | null }>(
      'select id, homework_id, file_size, uploaded_at from attachments where file_name = $1',
      [fileName],
    )).rows;

  /** Waits for the server to finish cleaning up after a refused or broken upload. */
  async function settle(fileName: string, filesBefore: string[]) {
    for (let i = 0; i < 50; i++) {
      if ((await rowsNamed(fileName)).length === 0 && (await filesOnDisk(s.dataDir)).length === filesBefore.length) return;
      await sleep(100);
    }
  }

  async function download(homeworkId: string, attachmentId: string, user = 'teacher') {
    const response = await fetch(`${s.baseUrl}${PREFIX}/Attachment/${homeworkId}/${attachmentId}`, {
      headers: { authorization: `Bearer ${s.tokens[user]}` },
    });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  }

  describe('upload', () => {
    test('a file is streamed to disk with a row, not yet linked to a homework', async () => {
      const name = `${s.tag} worksheet.pdf`;
      const answer = await upload(name, { size: 300_000 });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.FileName, name);
      assert.equal(answer.body.FileSize, 300_000);
      assert.equal(answer.body.BlobReference, answer.body.Id);
      const [row] = await rowsNamed(name);
      assert.equal(row.id, answer.body.Id);
      assert.equal(row.homework_id, null);
      assert.ok(row.uploaded_at);
      const school = await s.school('teacher');
      assert.ok((await filesOnDisk(s.dataDir)).includes(path.join('homework', school.schoolId, answer.body.Id)));
    });

    test('extensions are compared case-insensitively', async () => {
      const answer = await upload(`${s.tag} SCAN.PDF`, { size: 10 });
      assert.equal(answer.status, 200);
    });

    test('a forbidden type is refused with the spec’s message, leaving nothing', async () => {
      const before = await filesOnDisk(s.dataDir);
      for (const name of [`${s.tag} page.html`, `${s.tag} tool.exe`, `${s.tag} image.svg`, `${s.tag} no-extension`]) {
        const answer = await upload(name, { size: 50_000 });
        assert.equal(answer.status, 400, name);
        assert.equal(answer.body.message, `"${name}" is not supported`);
        assert.deepEqual(await rowsNamed(name), []);
      }
      assert.deepEqual(await filesOnDisk(s.dataDir), before);
    });

    test('a request without a file, or not multipart, is 400', async () => {
      const answer = await upload('x', { size: 0, fieldOnly: true });
      assert.equal(answer.status, 400);
      const json = await s.call('teacher', 'POST', '/UploadAttachment', { file: 'nope' });
      assert.equal(json.status, 400);
    });

    test('noaccess may not upload', async () => {
      const name = `${s.tag} noaccess.pdf`;
      const answer = await upload(name, { size: 10, user: 'noaccess' });
      assert.equal(answer.status, 403);
      assert.deepEqual(await rowsNamed(name), []);
    });

    test('an upload cut off half way leaves no file and no row', async () => {
      const name = `${s.tag} cut.pdf`;
      const before = await filesOnDisk(s.dataDir);
      const answer = await upload(name, { size: 20 * 1024 * 1024, cutAfter: 8 * 1024 * 1024 });
      assert.equal(answer.status, 0);
      await settle(name, before);
      assert.deepEqual(await rowsNamed(name), []);
      assert.deepEqual(await filesOnDisk(s.dataDir), before);
    });

    test('a Content-Length far over the limit is refused before the body is read', async () => {
      const name = `${s.tag} huge.pdf`;
      const answer = await upload(name, { size: 1024, declaredLength: MAX_HOMEWORK_ATTACHMENT_BYTES * 2 });
      assert.equal(answer.status, 413);
      assert.deepEqual(await rowsNamed(name), []);
    });
  });

  describe('the 157,286,400-byte limit', () => {
    let atLimitId: string;

    test('a file of exactly the limit is accepted', async () => {
      const name = `${s.tag} exactly.mp4`;
      const answer = await upload(name, { size: MAX_HOMEWORK_ATTACHMENT_BYTES });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.body.FileSize, MAX_HOMEWORK_ATTACHMENT_BYTES);
      const [row] = await rowsNamed(name);
      assert.equal(Number(row.file_size), MAX_HOMEWORK_ATTACHMENT_BYTES);
      atLimitId = answer.body.Id;
    });

    test('one byte more is refused (413), leaving no file and no row', async () => {
      const name = `${s.tag} over.mp4`;
      const before = await filesOnDisk(s.dataDir);
      const answer = await upload(name, { size: MAX_HOMEWORK_ATTACHMENT_BYTES + 1 });
      assert.equal(answer.status, 413);
      assert.equal(answer.body.message, `"${name}" is larger than the 150 MB limit.`);
      await settle(name, before);
      assert.deepEqual(await rowsNamed(name), []);
      assert.deepEqual(await filesOnDisk(s.dataDir), before);
    });

    test('the large file goes with its homework, once the deleted homework is purged', async () => {
      const hw = await s.create('teacher', {
        Attachments: [{ Id: atLimitId, Title: 'Video', Description: '', FileName: `${s.tag} exactly.mp4`, FileSize: MAX_HOMEWORK_ATTACHMENT_BYTES }],
      });
      assert.equal(hw.AttachmentCount, 1);
      assert.equal((await s.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 200);
      assert.deepEqual(await rowsNamed(`${s.tag} exactly.mp4`), []);
      assert.ok((await filesOnDisk(s.dataDir)).some((f) => f.endsWith(atLimitId)), 'kept while the homework can be restored');
      await s.db.query(`update deleted_homework set deleted_at = now() - interval '31 days' where id = $1`, [hw.Id]);
      await purgeExpiredDeletedHomework({ db: s.db, storage: s.app.storage, now: () => new Date() }, s.app.log);
      assert.ok(!(await filesOnDisk(s.dataDir)).some((f) => f.endsWith(atLimitId)));
    });
  });

  describe('attachments on a homework', () => {
    test('linked on save, listed, downloadable as a file with its own name', async () => {
      // Browsers send the name's UTF-8 bytes as they are (and would send a quote as %22).
      const name = `${s.tag} Résumé d'été (final).pdf`;
      const content = pattern(70_000); // what upload() sends
      const uploaded = await upload(name, { size: content.length });
      assert.equal(uploaded.status, 200);
      assert.equal(uploaded.body.FileName, name);
      const hw = await s.create('teacher', {
        Attachments: [{ Id: uploaded.body.Id, Title: 'Final CV', Description: 'Read this first', FileName: name, FileSize: content.length }],
      });
      assert.equal(hw.AttachmentCount, 1);
      assert.deepEqual(hw.Attachments, [{ Id: uploaded.body.Id, Title: 'Final CV', Description: 'Read this first', FileName: name, FileSize: content.length }]);
      const card = (await s.call('teacher', 'POST', '/GetHomeworkList', { SearchQuery: s.tag, State: 'all', PageSize: 100 })).body.Items.find((i: any) => i.Id === hw.Id);
      assert.equal(card.AttachmentCount, 1);

      const file = await download(hw.Id, uploaded.body.Id);
      assert.equal(file.status, 200);
      assert.ok(file.body.equals(content));
      assert.equal(file.headers.get('x-content-type-options'), 'nosniff');
      const disposition = file.headers.get('content-disposition')!;
      assert.match(disposition, /^attachment;/);
      assert.ok(!/inline/i.test(disposition));
      const encoded = encodeURIComponent(name).replace(/['()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
      assert.ok(disposition.includes(`filename*=UTF-8''${encoded}`), disposition);
      assert.ok(disposition.includes(`filename="${s.tag} R_sum_ d'_t_ (final).pdf"`), disposition);
      assert.equal(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]), name);
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.equal(file.headers.get('content-length'), String(content.length));

      // Another school, a wrong homework, no access.
      assert.equal((await download(hw.Id, uploaded.body.Id, 'teacher2')).status, 404);
      const other = await s.create('teacher');
      assert.equal((await download(other.Id, uploaded.body.Id)).status, 404);
      assert.equal((await download(hw.Id, 'nope')).status, 404);
      assert.equal((await download(hw.Id, uploaded.body.Id, 'noaccess')).status, 403);
    });

    test('an upload belongs to its uploader until saved: another teacher cannot link it', async () => {
      const name = `${s.tag} mine.docx`;
      const uploaded = await upload(name, { size: 1000 });
      const attachment = { Id: uploaded.body.Id, Title: 'Mine', Description: '', FileName: name, FileSize: 1000 };
      const theirs = await s.call('admin', 'POST', '/Create', await s.homework('admin', { Attachments: [attachment] }));
      assert.equal(theirs.status, 400);
      assert.deepEqual(theirs.body.errors, [{ field: 'Attachments', message: `Attachment "${name}" was not found. Please upload it again.` }]);
      const other = await s.call('teacher2', 'POST', '/Create', await s.homework('teacher2', { Attachments: [attachment] }));
      assert.equal(other.status, 400);
      const mine = await s.create('teacher', { Attachments: [attachment] });
      assert.equal(mine.AttachmentCount, 1);
      // Once linked it cannot be moved to another homework either.
      const again = await s.call('teacher', 'POST', '/Create', await s.homework('teacher', { Attachments: [attachment] }));
      assert.equal(again.status, 400);
    });

    test('an attachment taken off on edit is removed with its file; the rest stay', async () => {
      const keep = await upload(`${s.tag} keep.pdf`, { size: 100 });
      const drop = await upload(`${s.tag} drop.pdf`, { size: 100 });
      const hw = await s.create('teacher', {
        Attachments: [keep.body, drop.body].map((a) => ({ Id: a.Id, Title: a.FileName, Description: '', FileName: a.FileName, FileSize: a.FileSize })),
      });
      assert.equal(hw.AttachmentCount, 2);
      const edited = await s.call('teacher', 'POST', '/Edit', { ...hw, Attachments: [hw.Attachments[0]], Version: hw.Version });
      assert.equal(edited.status, 200);
      assert.deepEqual(edited.body.Attachments.map((a: any) => a.Id), [keep.body.Id]);
      const files = await filesOnDisk(s.dataDir);
      assert.ok(files.some((f) => f.endsWith(keep.body.Id)));
      assert.ok(!files.some((f) => f.endsWith(drop.body.Id)));
      assert.deepEqual(await rowsNamed(`${s.tag} drop.pdf`), []);
    });

    test('a save that fails half way through links nothing (one transaction)', async () => {
      const uploaded = await upload(`${s.tag} pending.pdf`, { size: 100 });
      const title = `${s.tag} half saved`;
      const answer = await s.call('teacher', 'POST', '/Create', await s.homework('teacher', {
        Title: title,
        Attachments: [
          { Id: uploaded.body.Id, Title: 'p', Description: '', FileName: uploaded.body.FileName, FileSize: 100 },
          { Id: '00000000-0000-4000-8000-000000000000', Title: 'gone', Description: '', FileName: 'gone.pdf', FileSize: 1 },
        ],
      }));
      assert.equal(answer.status, 400);
      assert.equal((await rowsNamed(`${s.tag} pending.pdf`))[0].homework_id, null);
      assert.equal((await s.db.query('select 1 from homework where title = $1', [title])).rows.length, 0);
    });
  });

  describe('sweep of uploads never linked to a homework', () => {
    test('removes day-old unlinked uploads with their files, and nothing else', async () => {
      const old = await upload(`${s.tag} forgotten.pdf`, { size: 100 });
      const fresh = await upload(`${s.tag} fresh.pdf`, { size: 100 });
      const linkedUpload = await upload(`${s.tag} linked.pdf`, { size: 100 });
      await s.create('teacher', { Attachments: [{ Id: linkedUpload.body.Id, Title: 'l', Description: '', FileName: 'l.pdf', FileSize: 100 }] });
      await s.db.query(`update attachments set created_at = now() - interval '25 hours' where id = any($1::uuid[])`, [[old.body.Id, linkedUpload.body.Id]]);

      const storage = new LocalDiskStorage(path.join(s.dataDir, 'files'));
      const ctx = { db: s.db, storage, uploadIdleMs: 30_000, timeZoneOf: async () => 'Europe/London', now: () => new Date() };
      const silent = { info() {}, warn() {}, error() {} } as never;
      assert.ok((await sweepUnlinkedUploads(ctx, silent)) >= 1);

      const files = await filesOnDisk(s.dataDir);
      assert.deepEqual(await rowsNamed(`${s.tag} forgotten.pdf`), []);
      assert.ok(!files.some((f) => f.endsWith(old.body.Id)));
      assert.equal((await rowsNamed(`${s.tag} fresh.pdf`)).length, 1);
      assert.ok(files.some((f) => f.endsWith(fresh.body.Id)));
      assert.equal((await rowsNamed(`${s.tag} linked.pdf`)).length, 1);
      assert.ok(files.some((f) => f.endsWith(linkedUpload.body.Id)));
    });

    test('removes uploads a stopped process left unfinished an hour ago, not ones in progress', async () => {
      const { schoolId, teacherId } = await s.school('teacher');
      const row = (name: string, age: string) =>
        s.db.query(
          `insert into attachments (school_id, id, purpose, uploaded_by_id, file_name, content_type, file_size, storage_key, title, created_at)
         values ($1::uuid, gen_random_uuid(), 'homework', $2, $3, 'application/pdf', 0, 'homework/' || $1::text || '/' || gen_random_uuid()::text, $3, now() - $4::interval)`,
          [schoolId, teacherId, name, age],
        );
      await row(`${s.tag} crashed.pdf`, '2 hours');
      await row(`${s.tag} uploading.pdf`, '1 minute');
      const storage = new LocalDiskStorage(path.join(s.dataDir, 'files'));
      const ctx = { db: s.db, storage, uploadIdleMs: 30_000, timeZoneOf: async () => 'Europe/London', now: () => new Date() };
      await sweepUnlinkedUploads(ctx, { info() {}, warn() {}, error() {} } as never);
      assert.deepEqual(await rowsNamed(`${s.tag} crashed.pdf`), []);
      assert.equal((await rowsNamed(`${s.tag} uploading.pdf`)).length, 1);
    });
  });
});
