// The API's JSON answers are compressed when the browser accepts it and they are worth it; the
// answer read back is the same either way.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { signIn, startTestServer, type TestServer } from './support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('compression.test.ts', () => {
  let server: TestServer;
  let token: string;

  before(async () => {
    server = await startTestServer();
    token = (await signIn(server.baseUrl, 'teacher')).accessToken;
  });
  after(() => server?.close());

  /** A raw request, so the answer is seen as it crosses the wire (fetch would decompress it). */
  function get(path: string, acceptEncoding?: string): Promise<{ encoding: string | undefined; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      http
        .get(`${server.baseUrl}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  // Oakwood's students: a large answer (about 1,300 students).
  const LARGE = '/v2/Student/All';

  test('a large answer comes as brotli when accepted, else gzip, else plain: the same JSON each way', async () => {
    const plain = await get(LARGE);
    assert.equal(plain.encoding, undefined);
    const students = JSON.parse(plain.body.toString('utf8')) as unknown[];
    assert.ok(students.length > 1000);

    const brotli = await get(LARGE, 'gzip, deflate, br');
    assert.equal(brotli.encoding, 'br');
    assert.ok(brotli.body.length < plain.body.length / 4, `${brotli.body.length} bytes of ${plain.body.length}`);
    assert.deepEqual(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8')), students);

    const gzip = await get(LARGE, 'gzip');
    assert.equal(gzip.encoding, 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.body).toString('utf8')), students);
  });

  test('a small answer is not compressed', async () => {
    const me = await get('/api/v3/userprofile/currentuser', 'br');
    assert.equal(me.encoding, undefined);
    assert.ok(me.body.length < 1024);
    assert.ok(JSON.parse(me.body.toString('utf8')));
  });
});
