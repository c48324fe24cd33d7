// Static assets are sent as the build's brotli or gzip copies, chosen by Accept-Encoding
// (decision 0001).
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { SUITE_CONFIG_ELEMENT_ID, SUITE_REMOTES_ELEMENT_ID } from '@homework/contracts';
import { withSuiteConfig } from '../../src/web/shell-page';
import { IMMUTABLE, NO_CACHE } from '../../src/web/cache-control';
import { startTestServer, type TestServer } from '../support';

const SCRIPT = `console.log(${JSON.stringify('Homework '.repeat(400))});\n`;
const PAGE = `<!DOCTYPE html><html lang="en-GB"><head><title>Homework</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const HASHED = 'main.0123abcd4567.js';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET, so the body arrives exactly as sent (fetch would decode it). */
function get(url: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

describe('compressed static assets', () => {
  let server: TestServer;
  let repoRoot: string;

  before(async () => {
    // A built shell of our own: the file and the two copies scripts/build.mjs writes beside it.
    repoRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'homework-static-'));
    const dist = path.join(repoRoot, 'shell', 'dist');
    await fs.mkdir(dist, { recursive: true });
    for (const [name, content] of [
      [HASHED, SCRIPT],
      ['index.html', PAGE],
    ]) {
      await fs.writeFile(path.join(dist, name), content);
      await fs.writeFile(path.join(dist, `${name}.br`), zlib.brotliCompressSync(content));
      await fs.writeFile(path.join(dist, `${name}.gz`), zlib.gzipSync(content));
    }
    server = await startTestServer({ repoRoot });
  });
  after(async () => {
    await server?.close();
    await fs.rm(repoRoot, { recursive: true, force: true });
  });

  test('brotli when the browser accepts it, with its content type, Vary and a year-long cache', async () => {
    const answer = await get(`${server.baseUrl}/${HASHED}`, 'gzip, deflate, br');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(answer.headers['content-type'] ?? '', /^(?:application|text)\/javascript/);
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assert.equal(zlib.brotliDecompressSync(answer.body).toString(), SCRIPT);
    assert.ok(answer.body.length < Buffer.byteLength(SCRIPT) / 4, 'the copy sent is the compressed one');
  });

  test('gzip when brotli is not accepted', async () => {
    const answer = await get(`${server.baseUrl}/${HASHED}`, 'gzip');
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.equal(zlib.gunzipSync(answer.body).toString(), SCRIPT);
  });

  test('the plain file without Accept-Encoding', async () => {
    const answer = await get(`${server.baseUrl}/${HASHED}`);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.body.toString(), SCRIPT);
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
  });

  test('the shell page carries the configuration, is compressed too, revalidated on each load and keeps its policy', async () => {
    const answer = await get(`${server.baseUrl}/`, 'br');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.match(answer.headers['content-type'] ?? '', /^text\/html/);
    assert.equal(answer.headers['cache-control'], NO_CACHE);
    assert.match(String(answer.headers.vary), /accept-encoding/i);
    assert.match(String(answer.headers['content-security-policy']), /script-src 'self'/);
    const html = zlib.brotliDecompressSync(answer.body).toString();
    const blocks = new RegExp(
      `<script id="${SUITE_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script><script id="${SUITE_REMOTES_ELEMENT_ID}" type="application/json">(.*?)</script></head>`,
    ).exec(html);
    assert.ok(blocks, 'the configuration and remotes blocks are in the head');
    const config = await (await fetch(`${server.baseUrl}/config.json`)).json();
    assert.deepEqual(JSON.parse(blocks[1]), config);
    assert.deepEqual(JSON.parse(blocks[2]), await (await fetch(`${server.baseUrl}/remotes.json`)).json());
    assert.equal(html.replace(blocks[0], '</head>'), PAGE);

    const gzipped = await get(`${server.baseUrl}/`, 'gzip');
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzipped.body).toString(), html);
    assert.equal((await get(`${server.baseUrl}/`)).body.toString(), html);
  });

  test('a reload with the page it has is answered 304, no body', async () => {
    const first = await get(`${server.baseUrl}/`, 'br');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await new Promise<Answer>((resolve, reject) => {
      http
        .get(`${server.baseUrl}/`, { headers: { 'if-none-match': etag, 'accept-encoding': 'br' } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  test('the page carries the remotes list as the build wrote it, and a new list at once (a new ETag)', async () => {
    const remotesOf = async () => {
      const html = (await get(`${server.baseUrl}/`)).body.toString();
      return JSON.parse(new RegExp(`<script id="${SUITE_REMOTES_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html)![1]) as unknown;
    };
    const before = await get(`${server.baseUrl}/`);
    assert.deepEqual(await remotesOf(), []);
    const listed = [{ name: 'mf_x', manifest: '/remotes/mf-x/mf-manifest.json', section: 'X', routes: [], menu: [] }];
    await fs.mkdir(path.join(repoRoot, 'dist'), { recursive: true });
    await fs.writeFile(path.join(repoRoot, 'dist', 'remotes.json'), JSON.stringify(listed));
    try {
      assert.deepEqual(await remotesOf(), listed);
      assert.notEqual((await get(`${server.baseUrl}/`)).headers.etag, before.headers.etag);
    } finally {
      await fs.rm(path.join(repoRoot, 'dist', 'remotes.json'));
    }
  });

  test("no value of the configuration can close the page's block", () => {
    const html = withSuiteConfig('<html><head></head></html>', { links: { x: '</script><script>alert(1)</script>' } } as never, [
      { name: '</script><script>alert(2)</script>' } as never,
    ]);
    assert.equal(html.match(/<\/script>/g)?.length, 2, 'one end for each block');
    assert.match(html, /\\u003c\/script>\\u003cscript>/);
  });
});
