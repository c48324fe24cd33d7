// Real servers for tests: a free port, a fresh data folder, the migrated and seeded demo database.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type ServerConfig } from '../../src/config';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS, migrate, openDatabase, openPostgres, wrapPglite, type Database } from '../../src/db';
import { seedIfEmpty } from '../../src/seed/index';
import { freePort } from './free-port';

export interface TestServer {
  baseUrl: string;
  db: Database;
  config: ServerConfig;
  app: FastifyInstance;
  /**
   * Every route the app registered, as its onRoute hook saw them (hidden from the API's documents
   * or not), with the access each declares once the app is ready.
   */
  routes: RouteOptions[];
  /** Stops this server only, like a process that ends: its database and data folder stay. */
  stop(): Promise<void>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Adds routes or hooks before the server starts (e.g. a protected probe route). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** Serve this database (another server's, for a restart) instead of a fresh one; left open on close. */
  db?: Database;
  /**
   * A database of its own where DATABASE_URL names the one every file shares: for a test that
   * changes the demo school the others read (an import into it). Created, migrated and seeded
   * beside the shared one, and dropped on close. (Without DATABASE_URL every server has its own.)
   */
  privateDatabase?: boolean;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}, options: TestServerOptions = {}): Promise<TestServer> {
  const port = overrides.port ?? (await freePort());
  const dataDir = overrides.dataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'homework-test-')));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const config = loadConfig(
    { DATABASE_URL: databaseUrl },
    {
      port,
      host: '127.0.0.1',
      publicUrl: `http://127.0.0.1:${port}`,
      dataDir,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'error',
      rateLimitCounterSet: `${randomBytes(6).toString('hex')}:`,
      demoSchools: true,
      ...overrides,
    },
  );

  let db: Database;
  let dropPrivate: (() => Promise<void>) | undefined;
  if (options.db) {
    db = options.db;
  } else if (config.databaseUrl && options.privateDatabase) {
    ({ db, drop: dropPrivate } = await privatePostgres(config.databaseUrl));
    await migrate(db);
    await seedIfEmpty(db);
  } else if (config.databaseUrl) {
    db = await openDatabase(config);
    await (sharedDatabaseReady ??= migrate(db).then(() => seedIfEmpty(db)));
    // Every file's servers share this database, and those without a mail server leave their mail
    // queued (homework set at Oakwood mails its students): a worker started here would deliver that
    // backlog before the mail its own test waits for. Nothing reads another file's mail.
    if (config.smtpUrl && config.mailWorker) await db.query(`delete from message_recipients where state = 'queued'`);
  } else {
    // In memory, loaded from the template: about a second, against several for a copied folder.
    db = wrapPglite(await PGlite.create({ loadDataDir: await (template ??= pgliteTemplate()), extensions: PGLITE_EXTENSIONS }));
  }

  const routes: RouteOptions[] = [];
  // A test that read a response's status and left its body unread keeps that connection busy, and
  // Fastify's close waits for busy connections (70 s in one file): nothing is in flight at a test's end.
  const closeApp = () => {
    const closing = app.close();
    app.server.closeAllConnections();
    return closing;
  };
  const app = await buildApp(config, db, { beforeRoutes: (fresh) => void fresh.addHook('onRoute', (route) => void routes.push(route)) });
  await options.extend?.(app);
  await app.listen({ port, host: config.host });
  return {
    baseUrl: config.publicUrl,
    db,
    config,
    app,
    routes,
    stop: closeApp,
    async close() {
      await closeApp();
      if (!options.db) await db.close();
      await dropPrivate?.();
      if (!overrides.dataDir) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new database on the shared one's server, and how to drop it once its connections are closed. */
async function privatePostgres(sharedUrl: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const name = `homework_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(sharedUrl);
  await admin.query(`create database ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  return {
    db: await openPostgres(url.toString()),
    async drop() {
      await admin.query(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}

let sharedDatabaseReady: Promise<unknown> | undefined;
let template: Promise<Blob> | undefined;


const SERVER_ROOT = path.resolve(MIGRATIONS_DIR, '..');

/**
 * A dump of a migrated and seeded PGlite database, made once per version of the migrations and the
 * seed (shared by test processes through the temporary folder) and loaded by each test server.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `homework-test-db-${sourcesHash()}.tar`);
  if (!existsSync(file)) {
    const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = wrapPglite(pglite);
    try {
      await migrate(db);
      await seedIfEmpty(db);
      const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      await fs.writeFile(building, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      await fs.rename(building, file); // atomic: other processes see the whole file or none
    } finally {
      await db.close();
    }
    await removeOldTemplates(file);
  }
  return new Blob([await fs.readFile(file)]);
}

/** Templates of earlier sources are never used again. */
async function removeOldTemplates(current: string): Promise<void> {
  for (const name of await fs.readdir(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (/^homework-test-db-[0-9a-f]+(\.tar)?$/.test(name) && file !== current) await fs.rm(file, { recursive: true, force: true });
  }
}

/** Changes to the migrations or the seed (with the dashboard figures it computes) make a new template. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const walk = (entry: string): void => {
    if (!existsSync(entry)) return;
    if (!statSync(entry).isDirectory()) return void hash.update(entry).update(readFileSync(entry));
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name));
  };
  walk(MIGRATIONS_DIR);
  walk(path.join(SERVER_ROOT, 'src', 'seed'));
  walk(path.join(SERVER_ROOT, 'src', 'services', 'dashboard', 'queries.ts'));
  walk(path.join(SERVER_ROOT, 'src', 'identity', 'passwords.ts'));
  return hash.digest('hex').slice(0, 16);
}
