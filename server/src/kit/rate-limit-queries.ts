// Rate-limit counters' SQL (migrations 810 and 811). A window starts at the first request and lasts
// `windowMs`; the database's clock decides, so processes whose clocks differ agree.
import type { Queryable } from '../db';

export interface Counter {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

// From the statement's own clock, not now(): now() is when the transaction began, and in a burst one
// that began earlier can read a window another began later, and say more than the window is left
// (a 15-minute wait told as 901 seconds).
const msLeft = (row: string) => `greatest(0, ceil(extract(epoch from (${row}.window_end - clock_timestamp())) * 1000))::int`;

export async function incrementCounter(db: Queryable, key: string, windowMs: number): Promise<Counter> {
  const { rows } = await db.query<Counter>(
    `insert into rate_limits as r (key, window_end, count) values ($1, now() + $2 * interval '1 millisecond', 1)
     on conflict (key) do update set
       count = case when r.window_end <= now() then 1 else r.count + 1 end,
       window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
     returning r.count as current, ${msLeft('r')} as ttl`,
    [key, windowMs],
    { prepare: true },
  );
  return rows[0];
}

export async function readCounter(db: Queryable, key: string): Promise<Counter> {
  const { rows } = await db.query<Counter>(
    `select count as current, ${msLeft('rate_limits')} as ttl from rate_limits where key = $1 and window_end > now()`,
    [key],
    { prepare: true },
  );
  return rows[0] ?? { current: 0, ttl: 0 };
}

/** Takes one count back (an attempt that turned out not to be a failure). */
export async function takeBackCount(db: Queryable, key: string): Promise<void> {
  await db.query('update rate_limits set count = count - 1 where key = $1 and count > 0 and window_end > now()', [key], { prepare: true });
}

export async function deleteCounter(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limits where key = $1', [key], { prepare: true });
}

/**
 * A turn for a wait-between-attempts limit: when no wait is running under `key`, starts one of
 * `waitMs` and answers 0; otherwise answers the milliseconds left of the running one. One statement,
 * so that of several requests at once only one gets the turn.
 */
export async function claimTurn(db: Queryable, key: string, waitMs: number): Promise<number> {
  const { rows } = await db.query<{ key: string }>(
    `insert into rate_limits as r (key, window_end, count) values ($1, now() + $2 * interval '1 millisecond', 1)
     on conflict (key) do update set window_end = excluded.window_end, count = r.count + 1 where r.window_end <= now()
     returning r.key`,
    [key, waitMs],
    { prepare: true },
  );
  return rows.length > 0 ? 0 : Math.max(1, (await readCounter(db, key)).ttl);
}

/** Expired counters are deleted at most this often per process and database. */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
const lastSweeps = new WeakMap<Queryable, number>();

/** Deletes expired counters, when this process has not done so for a while. */
export async function sweepExpiredCounters(db: Queryable): Promise<void> {
  if (Date.now() - (lastSweeps.get(db) ?? 0) < SWEEP_INTERVAL_MS) return;
  lastSweeps.set(db, Date.now());
  await deleteExpiredCounters(db);
}

export async function deleteExpiredCounters(db: Queryable): Promise<void> {
  await db.query('delete from rate_limits where window_end <= now()');
}
