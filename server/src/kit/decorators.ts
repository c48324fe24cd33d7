// What services are given rather than reach for: the configuration (`app.config`), the database
// (`app.db`) and the file storage (`app.storage`), as decorators — never process.env, a connection
// passed through plugin options, or a storage built inside a service.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { openFileStorage, type FileStorage } from '../storage';

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

/** The storage FILE_STORAGE names: local disk under `${dataDir}/files` by default, or a bucket. */
export async function decorateStorage(app: FastifyInstance, config: Pick<ServerConfig, 'dataDir' | 'fileStorage'>): Promise<void> {
  const storage = await openFileStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
}
