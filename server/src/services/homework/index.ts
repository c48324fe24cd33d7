// The homework service (01 §7): one Fastify plugin for /v3/HomeworkManagement/*. Every route checks
// its access (config.access, checked by the kit) and scopes every query by the token's school.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { registerAttachmentRoutes, sweepUnlinkedUploads } from './attachments';
import { timeZoneCache } from '../../domain/school-time-zone';
import type { HomeworkContext } from './context';
import { purgeExpiredDeletedHomework, registerDeleteRoutes } from './delete';
import { registerListRoute } from './list';
import { registerReadRoutes } from './read';
import { registerSaveRoutes } from './save';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const homeworkService: FastifyPluginAsync = async (app) => {
  const ctx: HomeworkContext = {
    db: app.db,
    storage: app.storage,
    uploadIdleMs: app.config.uploadIdleSeconds * 1000,
    timeZoneOf: timeZoneCache(app.db),
    now: () => new Date(),
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
  repeatWhileUp(app, SWEEP_EVERY_MS, () => sweepUnlinkedUploads(ctx, app.log), 'upload sweep failed');
  repeatWhileUp(app, SWEEP_EVERY_MS, () => purgeExpiredDeletedHomework(ctx, app.log), 'purge of deleted homework failed');
};
