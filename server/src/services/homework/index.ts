// The homework service (01 §7): one Fastify plugin for /v3/HomeworkManagement/*. Every route checks
// the bearer token and the homework access rule, and scopes every query by the token's school.
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_HOMEWORK_ATTACHMENT_BYTES } from '@homework/shared/contracts';
import { REPO_ROOT } from '../../config';
import { LocalDiskStorage, type FileStorage } from '../../storage';
import { answerValidationPlainly } from '../common/errors';
import type { ServiceOptions } from '../common/options';
import { registerAttachmentRoutes, sweepUnlinkedUploads } from './attachments';
import { accessCache } from './access';
import { HttpError, caller, timeZoneCache, type HomeworkContext } from './context';
import { registerListRoute } from './list';
import { registerReadRoutes } from './read';
import { registerSaveRoutes } from './save';

export const HOMEWORK_PREFIX = '/v3/HomeworkManagement';
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface HomeworkServiceOptions extends ServiceOptions {
  /** Where uploads go; local disk under `${dataDir}/files` by default. */
  storage?: FileStorage;
  /** Defaults to DATA_DIR (as the server's configuration reads it). */
  dataDir?: string;
  maxUploadBytes?: number;
  now?: () => Date;
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to use homework.';

const homeworkRoutes: FastifyPluginAsync<HomeworkServiceOptions> = async (app, options) => {
  const dataDir = options.dataDir ?? path.resolve(process.env.DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  let storage = options.storage;
  if (!storage) {
    const disk = new LocalDiskStorage(path.join(dataDir, 'files'));
    await disk.init();
    storage = disk;
  }
  const ctx: HomeworkContext = {
    db: options.db,
    storage,
    maxUploadBytes: options.maxUploadBytes ?? MAX_HOMEWORK_ATTACHMENT_BYTES,
    timeZoneOf: timeZoneCache(options.db),
    now: options.now ?? (() => new Date()),
  };

  // Every route of this plugin under one heading of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { tags: ['homework'], ...route.schema };
  });
  const mayUseHomework = accessCache(options.db);
  await app.register(multipart);
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', async (request) => {
    const { schoolId, userId } = caller(request);
    if (!(await mayUseHomework(schoolId, userId))) throw new HttpError(403, FORBIDDEN_MESSAGE);
  });
  answerValidationPlainly(app);

  registerListRoute(app, ctx);
  registerReadRoutes(app, ctx);
  registerSaveRoutes(app, ctx);
  registerAttachmentRoutes(app, ctx);

  // Uploads never linked to a homework: swept once the server is up, then hourly.
  const sweep = () => sweepUnlinkedUploads(ctx, app.log).catch((error) => app.log.error({ err: error }, 'upload sweep failed'));
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
