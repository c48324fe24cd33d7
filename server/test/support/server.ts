// Real servers for tests: a free port, a fresh data folder, the migrated and seeded demo database.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { MIGRATIONS_DIR, migrate, openDatabase, openPglite, type Database } from '../../src/db';
import { seedIfEmpty } from '../../src/seed/index';

export interface TestServer {
  baseUrl: string;
  db: Database;
  config: ServerConfig;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Adds routes or hooks before the server starts (e.g. a protected probe route). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const port = overrides.port ?? (await freePort());
  const dataDir = overrides.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'homework-test-')));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config = loadConfig(
    { DATABASE_URL: databaseUrl },
    { port, host: '127.0.0.1', publicUrl: `http://127.0.0.1:${port}`, dataDir, logLevel: process.env.TEST_LOG_LEVEL ?? 'error', ...overrides },
  );

  let db: Database;
  if (config.databaseUrl) {
    db = await openDatabase(config);
    await (sharedDatabaseReady ??= migrate(db).then(() => seedIfEmpty(db)));
  } else {
    await fs.cp(path.join(await pgliteTemplate(), 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
    db = await openDatabase(config);
    await migrate(db); // nothing to do unless a migration was added since the template was made
  }

  const app = await buildApp(config, db);
  await options.extend?.(app);
  await app.listen({ port, host: config.host });
  return {
    baseUrl: config.publicUrl,
    db,
    config,
    app,
    async close() {
      await app.close();
      await db.close();
      if (!overrides.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let sharedDatabaseReady: Promise<unknown> | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const SERVER_ROOT = path.resolve(MIGRATIONS_DIR, '..');

/**
 * A migrated and seeded PGlite folder, made once per version of the migrations and the seed and
 * copied for each server: copying takes well under a second, seeding a new database several.
 */
async function pgliteTemplate(): Promise<string> {
  const folder = path.join(os.tmpdir(), `homework-test-db-${sourcesHash()}`);
  if (existsSync(path.join(folder, 'READY'))) return folder;
  const building = `${folder}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openPglite(path.join(building, 'pglite'));
  try {
    await migrate(db);
    await seedIfEmpty(db);
  } finally {
    await db.close();
  }
  await fs.writeFile(path.join(building, 'READY'), new Date().toISOString());
  try {
    await fs.rename(building, folder);
  } catch {
    // Another test process finished its template first; theirs is the same.
    await fs.rm(building, { recursive: true, force: true });
  }
  return folder;
}

/** Changes to the migrations or the seed make a new template. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string): void => {
    if (!existsSync(entry)) return;
    if (!statSync(entry).isDirectory()) return void hash.update(entry).update(readFileSync(entry));
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
  };
  walk(MIGRATIONS_DIR);
  walk(path.join(SERVER_ROOT, 'src', 'seed'));
  walk(path.join(SERVER_ROOT, 'src', 'identity', 'passwords.ts'));
  return hash.digest('hex').slice(0, 16);
}
