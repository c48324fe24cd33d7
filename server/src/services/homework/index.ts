// The homework service (01 §7): one Fastify plugin for /v3/HomeworkManagement/*. Every route checks
// its access (config.access, checked by the kit) and scopes every query by the token's school.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { registerAttachmentRoutes, sweepUnlinkedUploads } from './routes/attachments';
import { purgeExpiredDeletedHomework, registerDeleteRoutes } from './routes/delete';
import { registerListRoute } from './routes/list';
import { registerReadRoutes } from './routes/read';
import { registerSaveRoutes } from './routes/save';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const homeworkService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'homework');
  await app.register(multipart);

  const api = typed(app);
  registerListRoute(api);
  registerReadRoutes(api);
  registerSaveRoutes(api);
  registerAttachmentRoutes(api);
  registerDeleteRoutes(api);

  // Uploads never linked to a homework, and homework deleted longer ago than it is kept: swept once
  // the server is up, then hourly.
  repeatWhileUp(app, SWEEP_EVERY_MS, () => sweepUnlinkedUploads(app, app.log), 'upload sweep failed');
  repeatWhileUp(app, SWEEP_EVERY_MS, () => purgeExpiredDeletedHomework({ db: app.db, storage: app.storage, now: () => new Date() }, app.log), 'purge of deleted homework failed');
};
