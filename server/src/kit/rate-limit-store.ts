// A store for @fastify/rate-limit over the database (its default store counts in each process's
// memory): every server process on the database counts the same requests. It serves the analytics
// limit; the sign-in limits count over the same table in identity/sign-in-guard.ts. Each route's key
// generator names its limit; config.rateLimitCounterSet prefixes every key so that test servers
// sharing a database do not count each other's requests.
import type { Queryable } from '../db';
import { incrementCounter, readCounter, sweepExpiredCounters, type Counter } from './rate-limit-queries';

type Callback = (error: Error | null, result?: Counter) => void;

export function databaseRateLimitStore(db: Queryable) {
  const answer = (work: Promise<Counter>, callback: Callback) =>
    work.then(
      (counter) => callback(null, counter),
      (error: Error) => callback(error),
    );

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(
        incrementCounter(db, key, timeWindow).then(async (counter) => {
          await sweepExpiredCounters(db);
          return counter;
        }),
        callback,
      );
    }

    read(key: string, callback: Callback) {
      answer(readCounter(db, key), callback);
    }

    /** One store serves every route: the keys already say which limit they count. */
    child() {
      return this;
    }
  };
}
