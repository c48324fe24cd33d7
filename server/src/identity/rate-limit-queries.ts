// The sign-in counters' SQL (migration 810_rate_limits.sql). A window starts at the first attempt
// and lasts `windowMs`; the database's clock decides, so processes whose clocks differ agree.
import type { Queryable } from '../db';

export interface Counter {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

const expired = (row: string) => `${row}.window_start + $2 * interval '1 millisecond' <= now()`;

export async function incrementCounter(db: Queryable, key: string, windowMs: number): Promise<Counter> {
  const { rows } = await db.query<Counter>(
    `insert into rate_limits as r (key, window_start, count) values ($1, now(), 1)
     on conflict (key) do update set
       count = case when ${expired('r')} then 1 else r.count + 1 end,
       window_start = case when ${expired('r')} then now() else r.window_start end
     returning r.count as current,
       greatest(0, ceil(extract(epoch from (r.window_start + $2 * interval '1 millisecond' - now())) * 1000))::int as ttl`,
    [key, windowMs],
    { prepare: true },
  );
  return rows[0];
}

export async function readCounter(db: Queryable, key: string, windowMs: number): Promise<Counter> {
  const { rows } = await db.query<Counter>(
    `select count as current,
            greatest(0, ceil(extract(epoch from (window_start + $2 * interval '1 millisecond' - now())) * 1000))::int as ttl
       from rate_limits where key = $1 and not ${expired('rate_limits')}`,
    [key, windowMs],
    { prepare: true },
  );
  return rows[0] ?? { current: 0, ttl: 0 };
}

export async function deleteExpiredCounters(db: Queryable, windowMs: number): Promise<void> {
  await db.query(`delete from rate_limits where window_start + $1 * interval '1 millisecond' <= now()`, [windowMs]);
}
