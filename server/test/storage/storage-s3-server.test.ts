// The suite on an S3-compatible bucket (FILE_STORAGE=s3://…): two server processes on one database
// and one bucket, as behind a load balancer (one public address, and one data folder for the provider's signing keys). A file uploaded through one downloads through the other,
// nothing lands on either's disk, and the purge of deleted homework removes its object from the bucket.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { DELETED_HOMEWORK_KEPT_DAYS } from '@homework/contracts';
import { purgeExpiredDeletedHomework } from '../../src/services/homework/routes/delete';
import { S3Storage } from '../../src/storage';
import { PREFIX, filesOnDisk, startHomeworkServer, type HomeworkTestServer } from '../support/homework-server';
import { startS3, startTestServer, type TestS3, type TestServer } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('storage/storage-s3-server.test.ts', () => {
  let s3: TestS3;
  let first: HomeworkTestServer;
  let second: TestServer;
  let bucket: S3Storage;

  before(async () => {
    s3 = await startS3();
    const fileStorage = s3.setting('suite/');
    first = await startHomeworkServer(['teacher'], { fileStorage });
    // The first's issuer and signing keys, as a cluster's processes share them.
    second = await startTestServer({ fileStorage, dataDir: first.dataDir, publicUrl: first.baseUrl }, { db: first.db });
    bucket = new S3Storage(fileStorage);
  });
  after(async () => {
    bucket?.close();
    await second?.close();
    await first?.stop();
    await s3?.close();
  });

  test('a file uploaded through one server downloads through the other, and is purged from the bucket', async () => {
    // Over S3's 5 MB part: stored by a multipart upload.
    const content = randomBytes(6 * 1024 * 1024 + 123);
    const form = new FormData();
    form.append('file', new Blob([content]), `${first.tag} worksheet.pdf`);
    const uploaded = await fetch(`${first.baseUrl}${PREFIX}/UploadAttachment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.tokens.teacher}` },
      body: form,
    });
    assert.equal(uploaded.status, 200, await uploaded.clone().text());
    const attachment = (await uploaded.json()) as { Id: string; FileName: string };
    const hw = await first.create('teacher', {
      Attachments: [{ Id: attachment.Id, Title: 'Worksheet', Description: '', FileName: attachment.FileName, FileSize: content.length }],
    });

    const download = await fetch(`${second.baseUrl}${PREFIX}/Attachment/${hw.Id}/${attachment.Id}`, {
      headers: { authorization: `Bearer ${first.tokens.teacher}` },
    });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-length'), String(content.length));
    assert.ok(Buffer.from(await download.arrayBuffer()).equals(content), 'the same bytes through the other server');
    assert.deepEqual((await filesOnDisk(first.dataDir)).filter((file) => !file.startsWith('.tmp')), [], 'nothing on the disk');

    const { storage_key: key } = (await first.db.query<{ storage_key: string }>('select storage_key from attachments where id = $1', [attachment.Id])).rows[0];
    assert.ok(await bucket.get(key).then((file) => (file?.stream.destroy(), file)), 'in the bucket');
    assert.equal((await first.call('teacher', 'DELETE', `/DeleteHomework/${hw.Id}`)).status, 200);
    await first.db.query(`update deleted_homework set deleted_at = now() - make_interval(days => $2) where id = $1`, [hw.Id, DELETED_HOMEWORK_KEPT_DAYS + 1]);
    const silent = { info() {}, warn() {}, error() {} } as never;
    // At least this one: on a shared PostgreSQL database other files' old deletions go too.
    assert.ok((await purgeExpiredDeletedHomework({ db: first.db, storage: second.app.storage, now: () => new Date() }, silent)) >= 1);
    assert.equal(await bucket.get(key), null, 'the object is gone from the bucket');
  });
});
