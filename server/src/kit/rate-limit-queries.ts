// Rate-limit counters' SQL (migrations 810 and 811). A window starts at the first request and lasts
// `windowMs`; the database's clock decides, so processes whose clocks differ agree.
import type { Queryable } from '../db';

export interface Counter {
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

const msLeft = (row: string) => `greatest(0, ceil(extract(epoch from (${row}.window_end - now())) * 1000))::int`;

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

export async function deleteExpiredCounters(db: Queryable): Promise<void> {
  await db.query('delete from rate_limits where window_end <= now()');
}
