// What marking together keeps, and for how long (decision 0030): events and kept answers older than
// their hours are swept, the oldest numbers first, so an event still kept vouches for every later one;
// a reader back from before the sweep is told to read the marking again, one back from after it is
// sent what it missed. A database of its own: the sweep is every school's, and other files' events
// must stay.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { MARKING_EVENTS_READY } from '@homework/contracts';
import { sweepLiveRecords } from '../../../src/services/marking/live-records';
import { signIn, startTestServer, type TestServer } from '../../support';
import { openEvents } from './marking-support';

const HOUR_MS = 60 * 60 * 1000;

describe('the sweep of marking events and idempotency keys', () => {
  let server: TestServer;
  let token: string;
  let homework: { school_id: string; id: string; set_by_id: string };
  const ids: number[] = [];

  before(async () => {
    server = await startTestServer({}, { privateDatabase: true });
    token = (await signIn(server.baseUrl, 'teacher')).accessToken;
    homework = (
      await server.db.query<{ school_id: string; id: string; set_by_id: string }>(
        `select h.school_id, h.id, h.set_by_id from homework h join user_accounts a on a.school_id = h.school_id
          where a.username = 'teacher' order by h.id limit 1`,
      )
    ).rows[0]!;
    for (const hoursAgo of [30, 26, 0]) {
      const { rows } = await server.db.query<{ id: number }>(
        `insert into marking_events (school_id, homework_id, kind, student_ids, changed_by, changed_at)
         values ($1, $2, 'mark', '{}', $3, $4) returning id`,
        [homework.school_id, homework.id, homework.set_by_id, new Date(Date.now() - hoursAgo * HOUR_MS).toISOString()],
      );
      ids.push(Number(rows[0]!.id));
    }
    for (const [key, hoursAgo] of [['old key', 25], ['new key', 1]] as const) {
      await server.db.query(
        `insert into marking_idempotency_keys (school_id, user_id, key, request_hash, status, answer, created_at) values ($1, $2, $3, 'x', 200, '{}', $4)`,
        [homework.school_id, homework.set_by_id, key, new Date(Date.now() - hoursAgo * HOUR_MS).toISOString()],
      );
    }
  });
  after(() => server?.close());

  /** What a reader back from event `after` is sent before it is live: the events' numbers, then ready's ReadAgain. */
  async function back(after: number): Promise<{ replayed: number[]; readAgain: boolean }> {
    const reader = await openEvents(server.baseUrl, token, homework.id, { 'last-event-id': String(after) });
    const replayed: number[] = [];
    for (;;) {
      const event = await reader.next();
      if (event.event === MARKING_EVENTS_READY) {
        reader.close();
        return { replayed, readAgain: event.data.ReadAgain };
      }
      replayed.push(Number(event.id));
    }
  }

  test('keeps them their hours, the oldest first, and tells a reader from before the sweep to read again', async () => {
    assert.deepEqual(await back(ids[0]!), { replayed: [ids[1], ids[2]], readAgain: false });

    const swept = await sweepLiveRecords(server.db, new Date(), server.app.log);
    assert.deepEqual(swept, { events: 2, keys: 1 });
    const kept = await server.db.query<{ key: string }>('select key from marking_idempotency_keys where school_id = $1', [homework.school_id]);
    assert.deepEqual(kept.rows.map((r) => r.key), ['new key']);

    assert.deepEqual(await back(ids[0]!), { replayed: [], readAgain: true }, 'what came after it is gone in part');
    assert.deepEqual(await back(ids[1]!), { replayed: [ids[2]], readAgain: false }, 'nothing after it is gone');
    assert.deepEqual(await back(ids[2]!), { replayed: [], readAgain: false });
  });
});
