// A store for @fastify/rate-limit over the database (its default store counts in each process's
// memory): every server process on the database counts the same requests, for the sign-in and the
// analytics limits alike. Each route's key generator names its limit; config.rateLimitCounterSet
// prefixes every key so that test servers sharing a database do not count each other's requests.
import type { Queryable } from '../db';
import { deleteExpiredCounters, incrementCounter, readCounter, type Counter } from './rate-limit-queries';

type Callback = (error: Error | null, result?: Counter) => void;

/** Expired counters are deleted at most this often per process. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function databaseRateLimitStore(db: Queryable) {
  let lastSweep = 0;
  const answer = (work: Promise<Counter>, callback: Callback) =>
    work.then(
      (counter) => callback(null, counter),
      (error: Error) => callback(error),
    );

  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      answer(
        incrementCounter(db, key, timeWindow).then(async (counter) => {
          if (Date.now() - lastSweep >= SWEEP_INTERVAL_MS) {
            lastSweep = Date.now();
            await deleteExpiredCounters(db);
          }
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
