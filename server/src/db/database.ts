// One small database interface over PGlite (embedded default) and PostgreSQL (`DATABASE_URL`), so the
// services run the same SQL on both.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { ServerConfig } from '../config';
import { takeTurns } from './turns';

export interface Queryable {
  /** One statement, `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  /** Several statements, no parameters (migrations, bulk scripts). */
  exec(sql: string): Promise<void>;
}

export interface QueryOptions {
  /**
   * PostgreSQL: run as a named prepared statement on each pooled connection, so a statement sent
   * again is neither parsed nor (once PostgreSQL settles on a generic plan) planned again. For hot
   * statements of a bounded number of shapes only. PGlite ignores it.
   */
  prepare?: boolean;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool as it stands (metrics); PGlite has no pool. */
  poolUse?(): PoolUse;
  /**
   * LISTEN on `channel` (PostgreSQL: on a connection of its own, outside the pool; PGlite: its own
   * listen). `notified` is called with each payload once the transaction that sent it commits; `lost`
   * once, when the connection drops (listen again to go on). Answers how to stop listening.
   */
  listen(channel: string, on: Listener): Promise<() => Promise<void>>;
}

export interface Listener {
  notified(payload: string): void;
  lost(error: Error): void;
}

export interface PoolUse {
  /** Connections open, idle among them, and queries waiting for one. */
  open: number;
  idle: number;
  waiting: number;
}

export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'pglite'));
}

/** The extensions the migrations create, which PGlite must load when it opens a database. */
export const PGLITE_EXTENSIONS = { btree_gin, pg_trgm };

/** PGlite keeping its data in `dataDir`. */
export async function openPglite(dataDir: string): Promise<Database> {
  await fs.mkdir(dataDir, { recursive: true });
  return wrapPglite(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }));
}

/**
 * The Database interface over an open PGlite (on disk, or in memory as tests use it). Statements
 * and whole transactions take turns (see turns.ts); statements inside a transaction run in its turn.
 */
export function wrapPglite(db: PGlite): Database {
  const inTurn = takeTurns();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => void (await q.exec(sql)),
  });
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => inTurn(() => direct.query(sql, params)),
    exec: (sql) => inTurn(() => direct.exec(sql)),
    transaction: (fn) => inTurn(() => db.transaction((tx) => fn(wrap(tx)))),
    close: () => inTurn(() => db.close()),
    // One database in one process: its connection cannot drop, so `lost` is never called.
    listen: async (channel, on) => {
      const stop = await inTurn(() => db.listen(channel, (payload) => on.notified(payload)));
      return () => inTurn(() => stop());
    },
  };
}

// pg returns int8 as strings and dates as local midnight; PGlite returns numbers and UTC midnight.
// Parse pg's the PGlite way so that results do not depend on the database in use.
const PG_TYPE_OVERRIDES: Record<number, (value: string) => unknown> = {
  20: Number, // int8 (count(*), sums)
  1016: (value) => (pg.types.getTypeParser(1016 as never, 'text') as (v: string) => (string | null)[])(value).map((v) => (v === null ? null : Number(v))), // int8[]
  1082: (value) => new Date(`${value}T00:00:00Z`), // date
};

export async function openPostgres(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      PG_TYPE_OVERRIDES[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  await pool.query('select 1');
  const names = new Map<string, string>();
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      if (names.size >= 1000) names.clear();
      name = `hw_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
      names.set(sql, name);
    }
    return name;
  };
  const wrap = (q: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[], options?: QueryOptions) => ({
      rows: (options?.prepare
        ? await q.query({ name: nameOf(sql), text: sql, values: params as unknown[] })
        : await q.query(sql, params as unknown[])
      ).rows as T[],
    }),
    exec: async (sql: string) => void (await q.query(sql)),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, on) => listenOn(connectionString, channel, on),
    poolUse: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** A client of its own for LISTEN: a pooled one would be handed back, and its LISTEN with it. */
async function listenOn(connectionString: string, channel: string, on: Listener): Promise<() => Promise<void>> {
  // keepAlive: a connection whose far end vanished (a failover, a cut cable) is found and dropped.
  const client = new pg.Client({ connectionString, keepAlive: true, application_name: 'homework listener' });
  let ended = false;
  const lost = (error: Error) => {
    if (ended) return;
    ended = true;
    client.end().catch(() => undefined);
    on.lost(error);
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error('the listening connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel) on.notified(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    ended = true;
    await client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    ended = true;
    await client.end().catch(() => undefined);
  };
}
