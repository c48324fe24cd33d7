// The homework service (01 §7): one Fastify plugin for /v3/HomeworkManagement/*. Every route checks
// its access (config.access, checked by the kit) and scopes every query by the token's school.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_HOMEWORK_ATTACHMENT_BYTES } from '@homework/contracts';
import { tagRoutes, typed } from '../../kit';
import type { FileStorage } from '../../storage';
import { registerAttachmentRoutes, sweepUnlinkedUploads } from './attachments';
import { timeZoneCache } from '../../domain/school-time-zone';
import type { HomeworkContext } from './context';
import { purgeExpiredDeletedHomework, registerDeleteRoutes } from './delete';
import { registerListRoute } from './list';
import { registerReadRoutes } from './read';
import { registerSaveRoutes } from './save';

export const HOMEWORK_PREFIX = '/v3/HomeworkManagement';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface HomeworkServiceOptions {
  /** Where uploads go; the app's storage (`app.storage`) by default. */
  storage?: FileStorage;
  /** Defaults to the configuration's upload idle time-out. */
  uploadIdleMs?: number;
  maxUploadBytes?: number;
  now?: () => Date;
}

const homeworkRoutes: FastifyPluginAsync<HomeworkServiceOptions> = async (app, options) => {
  const ctx: HomeworkContext = {
    db: app.db,
    storage: options.storage ?? app.storage,
    maxUploadBytes: options.maxUploadBytes ?? MAX_HOMEWORK_ATTACHMENT_BYTES,
    uploadIdleMs: options.uploadIdleMs ?? app.config.uploadIdleSeconds * 1000,
    timeZoneOf: timeZoneCache(app.db),
    now: options.now ?? (() => new Date()),
  };

  tagRoutes(app, 'homework');
  await app.register(multipart);

  const api = typed(app);
  registerListRoute(api, ctx);
  registerReadRoutes(api, ctx);
  registerSaveRoutes(api, ctx);
  registerAttachmentRoutes(api, ctx);
  registerDeleteRoutes(api, ctx);

  // Uploads never linked to a homework, and homework deleted longer ago than it is kept: swept once
  // the server is up, then hourly.
  const sweep = () =>
    Promise.all([
      sweepUnlinkedUploads(ctx, app.log).catch((error) => app.log.error({ err: error }, 'upload sweep failed')),
      purgeExpiredDeletedHomework(ctx, app.log).catch((error) => app.log.error({ err: error }, 'purge of deleted homework failed')),
    ]);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = sweep();
    timer = setInterval(() => (running = sweep()), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};

export const homeworkService: FastifyPluginAsync<HomeworkServiceOptions> = async (app, options) => {
  await app.register(homeworkRoutes, { ...options, prefix: HOMEWORK_PREFIX });
};
