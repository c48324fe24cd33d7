import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Queryable } from '../../src/db';
import { decisionCache } from '../../src/kit';

/** A database answering the decision query for one teacher, counting the queries it is sent. */
function countingDatabase(fail = false) {
  const db = {
    queries: 0,
    async query<T>() {
      db.queries += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('connection lost');
      return { rows: [{ is_teacher: true, products: ['HW'], features: [], roles: [] }] as T[] };
    },
    async exec() {},
  };
  return db satisfies Queryable;
}

describe('decisionCache (who may call a route, remembered a minute per user)', () => {
  it('a burst of calls for one user shares one query', async () => {
    const db = countingDatabase();
    const decisionOf = decisionCache(db);
    const decisions = await Promise.all(Array.from({ length: 50 }, () => decisionOf('school', 'teacher')));
    assert.equal(db.queries, 1);
    assert.ok(decisions.every((decision) => decision === decisions[0] && decision !== null));
    await decisionOf('school', 'teacher');
    assert.equal(db.queries, 1, 'a call within the minute must not query again');
  });

  it('each user has their own decision', async () => {
    const db = countingDatabase();
    const decisionOf = decisionCache(db);
    await Promise.all([decisionOf('school', 'a'), decisionOf('school', 'b'), decisionOf('other school', 'a')]);
    assert.equal(db.queries, 3);
  });

  it('a failed load is not remembered: the next call asks again', async () => {
    const db = countingDatabase(true);
    const decisionOf = decisionCache(db);
    await assert.rejects(decisionOf('school', 'teacher'), /connection lost/);
    await assert.rejects(decisionOf('school', 'teacher'), /connection lost/);
    assert.equal(db.queries, 2);
  });

  it('nobody signed in has no decision and costs no query', async () => {
    const db = countingDatabase();
    assert.equal(await decisionCache(db)('school', null), null);
    assert.equal(db.queries, 0);
  });
});
