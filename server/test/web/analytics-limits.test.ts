// Anyone may send analytics events (the signed-out pages do), so they are limited per address, in
// number of properties and in size: a flood from one client is refused, never stored.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { deleteExpiredCounters, incrementCounter, readCounter } from '../../src/kit/rate-limit-queries';
import { ANALYTICS_MAX_PROPERTIES, ANALYTICS_TOO_MANY } from '../../src/web/analytics';
import { startTestServer, type TestServer } from '../support';

// One describe for the file: its hooks are its own when every file shares one process (decision 0033).
describe('web/analytics-limits.test.ts', () => {
  const PER_MINUTE = 30;
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ analyticsEventsPerMinute: PER_MINUTE });
  });
  after(() => server?.close());

  const send = (event: Record<string, unknown>, to: TestServer = server) =>
    fetch(`${to.baseUrl}/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'event', name: 'Clicked', occurredAt: new Date().toISOString(), ...event }),
    });

  test('an event naming more properties than allowed is refused', async () => {
    const properties = Object.fromEntries(Array.from({ length: ANALYTICS_MAX_PROPERTIES + 1 }, (_v, i) => [`p${i}`, i]));
    assert.equal((await send({ properties })).status, 400);
    const allowed = Object.fromEntries(Array.from({ length: ANALYTICS_MAX_PROPERTIES }, (_v, i) => [`p${i}`, i]));
    assert.equal((await send({ properties: allowed })).status, 204);
  });

  test('a body larger than any event is refused before it is read', async () => {
    assert.equal((await send({ properties: { note: 'x'.repeat(40_000) } })).status, 413);
  });

  test('past the limit per address, events are refused with a clear message and not stored', async () => {
    const before = (await server.db.query<{ n: number }>('select count(*)::int as n from analytics_events')).rows[0].n;
    const answers = [];
    for (let i = 0; i < PER_MINUTE + 5; i++) answers.push(await send({ name: `Flood ${i}` }));
    const refused = answers.filter((response) => response.status === 429);
    assert.ok(refused.length >= 5, `${refused.length} refused`);
    assert.equal(((await refused[0].json()) as { message: string }).message, ANALYTICS_TOO_MANY);
    assert.ok(refused[0].headers.get('retry-after'));
    const after = (await server.db.query<{ n: number }>('select count(*)::int as n from analytics_events')).rows[0].n;
    assert.ok(after - before <= PER_MINUTE, `${after - before} stored`);
  });

  test('two server processes on one database count the same events: the second refuses once the first has taken the limit', async () => {
    const limits = { analyticsEventsPerMinute: PER_MINUTE, rateLimitCounterSet: `analytics-shared-${Date.now()}:` };
    const first = await startTestServer(limits);
    const second = await startTestServer(limits, { db: process.env.DATABASE_URL ? undefined : first.db });
    try {
      for (let i = 0; i < PER_MINUTE; i++) assert.equal((await send({ name: `Shared ${i}` }, first)).status, 204);
      const refused = await send({ name: 'One more' }, second);
      assert.equal(refused.status, 429);
      assert.equal(((await refused.json()) as { message: string }).message, ANALYTICS_TOO_MANY);
    } finally {
      await second.close();
      await first.close();
    }
  });


  test('the sweep of expired counters keeps a longer window that is still open (sign-in beside analytics)', async () => {
    const set = `sweep-${Date.now()}:`;
    await incrementCounter(server.db, `${set}long`, 15 * 60 * 1000);
    await incrementCounter(server.db, `${set}short`, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await deleteExpiredCounters(server.db);
    assert.equal((await readCounter(server.db, `${set}long`)).current, 1);
    const { rows } = await server.db.query('select 1 from rate_limits where key = $1', [`${set}short`]);
    assert.equal(rows.length, 0);
    assert.equal((await incrementCounter(server.db, `${set}long`, 15 * 60 * 1000)).current, 2);
  });
});
