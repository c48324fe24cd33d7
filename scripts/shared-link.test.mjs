// The school link the page benches measure on (shared-link.mjs): its rate, its round trip, turns
// taken fairly by the connections that share it, and a dropped connection no longer taking it. Over
// real sockets, at a rate high enough for the test to be quick.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { startSharedLink } from './shared-link.mjs';

const RATE = 400_000; // bytes a second: 100 kB cross in 250 ms
const LATENCY_MS = 60;
/** A body whose bytes say where they belong: one out of order would not match. */
const bodyOf = (bytes) => Buffer.from(Array.from({ length: bytes }, (_, at) => at % 251));
let server;
let link;
let base;

before(async () => {
  server = http.createServer((request, response) => response.end(bodyOf(Number(request.url.slice(1)) || 1)));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listenPort = server.address().port + 1;
  link = await startSharedLink({ listenPort, targetPort: server.address().port, latencyMs: LATENCY_MS, downBytesPerSecond: RATE, upBytesPerSecond: RATE });
  base = `http://127.0.0.1:${listenPort}`;
});

after(() => {
  link.close();
  server.close();
});

/** Milliseconds to fetch `bytes` through the link on a connection of its own; `signal` drops it. */
function timed(bytes, signal) {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/${bytes}`, { agent: false, signal }, (response) => {
      const received = [];
      response.on('data', (chunk) => received.push(chunk));
      response.on('end', () => {
        assert.ok(Buffer.concat(received).equals(bodyOf(bytes)), 'the body arrives whole and in order');
        resolve(performance.now() - start);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

test('a small answer takes a round trip; a large one its bytes at the rate as well, whole and in order', async () => {
  assert.ok((await timed(10)) >= LATENCY_MS);
  const large = await timed(100_000);
  assert.ok(large >= 250 + LATENCY_MS, `100 kB in ${large} ms`);
  // Late timers on a busy machine only ever add time: the upper bound is loose.
  assert.ok(large < 1000, `100 kB in ${large} ms`);
});

test('connections share the link: two large answers at once take as long as both in turn, a small one is not held behind them', async () => {
  const [first, second, small] = await Promise.all([timed(100_000), timed(100_000), timed(10)]);
  for (const both of [first, second]) assert.ok(both >= 500 + LATENCY_MS, `each of two 100 kB answers in ${both} ms`);
  assert.ok(small < Math.min(first, second), `a small answer beside them in ${small} ms, the large ones in ${first} and ${second}`);
});

test('what crossed towards the browser is counted', async () => {
  const before = link.bytesDown();
  await timed(50_000);
  assert.ok(link.bytesDown() - before >= 50_000);
});

test('a connection the browser drops stops taking the link', async () => {
  const dropped = new AbortController();
  const abandoned = timed(400_000, dropped.signal);
  await new Promise((resolve) => setTimeout(resolve, LATENCY_MS * 2));
  dropped.abort();
  await assert.rejects(abandoned);
  // What was already on its way lands within half a round trip; after that nothing more crosses,
  // where a link that kept carrying the 400 kB would carry 100 kB in the next 250 ms.
  await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
  const settled = link.bytesDown();
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.ok(link.bytesDown() - settled < 5_000, `${link.bytesDown() - settled} bytes crossed after the drop`);
});
