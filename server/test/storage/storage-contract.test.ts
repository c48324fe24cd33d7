// One contract for every file storage, run against the disk and a real S3-compatible server on
// loopback (s3rver): what is put is got back whole and removed; a cut, over-size or stalled upload
// leaves no file (the last two through the kit's upload, as a service receives them); a missing key
// is "none"; a key that tries to leave the storage's place is refused. Sizes pass S3's 5 MB part, so
// the multipart path is taken.
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { errorHandler } from '../../src/kit/error-handler';
import { decorateMetrics } from '../../src/kit/metrics';
import { receiveUpload } from '../../src/kit/upload';
import { LocalDiskStorage, S3Storage, type FileStorage } from '../../src/storage';
import { startS3, type TestS3 } from '../support/s3';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('storage/storage-contract.test.ts', () => {
  const MB = 1024 * 1024;
  /** Over one S3 part, so a cut or stalled write has already sent a part of a multipart upload. */
  const PAST_ONE_PART = 6 * MB;

  const bytesOf = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  /** `bytes` in 64 KiB chunks, then the stream fails with `error`. */
  function cutAfter(bytes: number, error: Error): Readable {
    let sent = 0;
    return new Readable({
      read() {
        if (sent >= bytes) return void this.destroy(error);
        const chunk = randomBytes(Math.min(64 * 1024, bytes - sent));
        sent += chunk.length;
        this.push(chunk);
      },
    });
  }

  interface Subject {
    storage: FileStorage;
    /** Files the storage holds that a key outside it could have reached (the disk's parent folder). */
    outside(): Promise<string[]>;
  }

  let s3: TestS3;
  before(async () => {
    s3 = await startS3();
  });
  after(async () => {
    await s3.close();
  });

  const subjects: [string, () => Promise<Subject & { close(): Promise<void> }>][] = [
    [
      'local disk',
      async () => {
        const root = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-storage-'));
        const storage = new LocalDiskStorage(path.join(root, 'files'));
        await storage.init();
        return {
          storage,
          outside: async () => (await fs.readdir(root)).filter((name) => name !== 'files'),
          close: () => fs.rm(root, { recursive: true, force: true }),
        };
      },
    ],
    [
      'S3 (s3rver on loopback)',
      async () => {
        // Under a prefix of its own: a key escaping it would land beside it, in the bucket's root.
        const storage = new S3Storage(s3.setting(`contract-${randomUUID()}/`));
        const rootView = new S3Storage(s3.setting(''));
        return {
          storage,
          outside: async () => ((await rootView.get('escaped')) ? ['escaped'] : []),
          close: async () => {
            storage.close();
            rootView.close();
          },
        };
      },
    ],
  ];

  test('a store that accepts the connection and then says nothing fails the upload and the download, never hangs them', { timeout: 20_000 }, async () => {
    const quiet = net.createServer(() => undefined);
    await new Promise<void>((resolve) => quiet.listen(0, '127.0.0.1', resolve));
    const { port } = quiet.address() as net.AddressInfo;
    const storage = new S3Storage({ ...s3.setting(), endpoint: `http://127.0.0.1:${port}` }, 300);
    try {
      const started = Date.now();
      await assert.rejects(storage.put(`homework/${randomUUID()}`, Readable.from([randomBytes(1000)])), /timed out/);
      await assert.rejects(storage.get(`homework/${randomUUID()}`), /timed out/);
      assert.ok(Date.now() - started < 10_000, `${Date.now() - started} ms`);
    } finally {
      storage.close();
      quiet.close();
    }
  });

  for (const [name, open] of subjects) {
    describe(`file storage contract: ${name}`, () => {
      let subject: Subject & { close(): Promise<void> };
      let storage: FileStorage;
      before(async () => {
        subject = await open();
        storage = subject.storage;
      });
      after(() => subject.close());

      test('a file put is got back whole, with its size, and is gone once removed', async () => {
        for (const size of [0, 1000, 11 * MB]) {
          const key = `homework/${randomUUID()}`;
          const content = randomBytes(size);
          assert.deepEqual(await storage.put(key, Readable.from([content.subarray(0, size >> 1), content.subarray(size >> 1)])), { size });
          const file = await storage.get(key);
          assert.ok(file, `${size} bytes stored`);
          assert.equal(file.size, size);
          assert.ok((await bytesOf(file.stream)).equals(content), `${size} bytes read back`);
          await storage.remove(key);
          assert.equal(await storage.get(key), null);
        }
      });

      test("a release's file keeps its name: dots inside a key's words", async () => {
        const key = `releases/mf-homework/1.2.0-${randomUUID()}/main.3f9a1c2b.js.br`;
        await storage.put(key, Readable.from([Buffer.from('var main;')]));
        assert.equal((await bytesOf((await storage.get(key))!.stream)).toString(), 'var main;');
        await storage.remove(key);
      });

      test('a cut upload rejects with its own failure and leaves no file', async () => {
        for (const size of [1000, PAST_ONE_PART]) {
          const key = `homework/${randomUUID()}`;
          const cut = new Error('connection reset by the client');
          await assert.rejects(storage.put(key, cutAfter(size, cut)), (error) => error === cut);
          assert.equal(await storage.get(key), null, `nothing left after ${size} bytes`);
        }
      });

      test('a missing key is no file, and removing it is no error', async () => {
        assert.equal(await storage.get(`homework/${randomUUID()}`), null);
        await storage.remove(`homework/${randomUUID()}`);
      });

      test('keys that try to leave the storage are refused, and nothing is written outside it', async () => {
        for (const key of ['../escaped', 'homework/../../escaped', '/escaped', 'a//b', '', 'a\\..\\escaped', '.write-check/x', 'homework/x/', 'homework/..', 'homework/.', '.tmp/x', 'a/.hidden']) {
          await assert.rejects(storage.put(key, Readable.from([Buffer.from('x')])), /invalid storage key/, `put ${JSON.stringify(key)}`);
          await assert.rejects(storage.get(key), /invalid storage key/, `get ${JSON.stringify(key)}`);
          await assert.rejects(storage.remove(key), /invalid storage key/, `remove ${JSON.stringify(key)}`);
        }
        assert.deepEqual(await subject.outside(), []);
      });

      test('the storage says it can take files', async () => {
        await storage.checkWritable();
      });

      describe('through the kit’s upload', () => {
        let app: FastifyInstance;
        let url: string;
        const abandoned: string[] = [];
        const MAX_BYTES = PAST_ONE_PART + MB;
        before(async () => {
          app = Fastify();
          app.setErrorHandler(errorHandler);
          decorateMetrics(app, {});
          await app.register(multipart);
          app.post('/upload', (request, reply) =>
            receiveUpload(request, reply, {
              storage,
              maxBytes: MAX_BYTES,
              // Long enough that a busy machine's pause between two chunks is not a stall.
              idleMs: 2_000,
              allowedTypes: ['.pdf'],
              tooLarge: (fileName) => `${fileName} is too large.`,
              begin: async () => {
                const key = `homework/${randomUUID()}`;
                return { key, finish: async (size) => ({ key, size }), abandon: async () => void abandoned.push(key) };
              },
            }),
          );
          url = await app.listen({ port: 0, host: '127.0.0.1' });
        });
        after(() => app.close());

        const BOUNDARY = 'contract-boundary';
        const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="work.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
        const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

        /** Sends the form chunked (no Content-Length, so only the streamed guard can stop it); `end: false` stalls after the bytes. */
        function send(bytes: number, options: { end: boolean }): Promise<{ status: number; body: string } | { cut: true }> {
          return new Promise((resolve) => {
            const request = http.request(`${url}/upload`, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
            request.on('response', async (response) => resolve({ status: response.statusCode ?? 0, body: (await bytesOf(response)).toString() }));
            request.on('error', () => resolve({ cut: true }));
            request.write(head);
            for (let sent = 0; sent < bytes; sent += MB) request.write(randomBytes(Math.min(MB, bytes - sent)));
            if (options.end) request.end(tail);
          });
        }

        const waitFor = async (check: () => boolean) => {
          for (let waited = 0; !check(); waited += 50) {
            assert.ok(waited < 10_000, 'the upload was not abandoned in time');
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        };

        test('an upload within the limit is stored', async () => {
          const answer = await send(PAST_ONE_PART, { end: true });
          assert.ok('status' in answer);
          assert.equal(answer.status, 200, answer.body);
          const { key, size } = JSON.parse(answer.body) as { key: string; size: number };
          assert.equal(size, PAST_ONE_PART);
          const stored = await storage.get(key);
          stored?.stream.destroy();
          assert.equal(stored?.size, PAST_ONE_PART);
        });

        test('an over-size upload is refused with 413 where it passes the limit, and leaves no file', async () => {
          const before = abandoned.length;
          const answer = await send(MAX_BYTES + 2 * MB, { end: true });
          // The server may answer and close before the client has written everything.
          if ('status' in answer) {
            assert.equal(answer.status, 413, answer.body);
            assert.match(answer.body, /work\.pdf is too large/);
          }
          await waitFor(() => abandoned.length > before);
          const key = abandoned.at(-1) as string;
          assert.equal(await storage.get(key), null);
        });

        test('a stalled upload is ended after the idle time-out and leaves no file', async () => {
          const before = abandoned.length;
          const answer = await send(PAST_ONE_PART, { end: false });
          assert.ok('cut' in answer, 'the server ends the connection');
          await waitFor(() => abandoned.length > before);
          const key = abandoned.at(-1) as string;
          assert.equal(await storage.get(key), null);
        });
      });
    });
  }
});
