// What services are given rather than reach for: the configuration (`app.config`), the database
// (`app.db`) and the file storage (`app.storage`), as decorators — never process.env, a connection
// passed through plugin options, or a storage built inside a service.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { LocalDiskStorage, type FileStorage } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Database;
    storage: FileStorage;
  }
}

export function decorateConfig(app: FastifyInstance, config: ServerConfig): void {
  app.decorate('config', config);
}

export function decorateDatabase(app: FastifyInstance, db: Database): void {
  app.decorate('db', db);
}

/** Local disk under `${dataDir}/files` (temporary files a stopped process left are removed first). */
export async function decorateStorage(app: FastifyInstance, config: Pick<ServerConfig, 'dataDir'>): Promise<void> {
  const disk = new LocalDiskStorage(path.join(config.dataDir, 'files'));
  await disk.init();
  app.decorate('storage', disk);
}
