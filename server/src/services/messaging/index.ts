// The messaging service (02 §2.6, §7): one Fastify plugin for /Notification/*, /v1/MessageAttachment/*
// and the Sent view (/v1/Message/Sent*). Every route declares its access (checked by the kit) and
// scopes every query by the token's school; mail goes through the outbox (domain/mail, workers/).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { deleteUnusedMessageUploads } from '../../domain/mail/outbox-queries';
import { registerMessagingRoutes } from './routes';

/** Uploads no message used are removed after a day (hourly sweep, and once at start). */
const UNUSED_UPLOAD_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const messagingService: FastifyPluginAsync = async (app) => {
  const { db } = app;
  tagRoutes(app, 'messaging');
  await app.register(multipart);
  registerMessagingRoutes(typed(app));

  const sweep = async () => {
    for (const key of await deleteUnusedMessageUploads(db, UNUSED_UPLOAD_HOURS)) {
      await app.storage.remove(key).catch((error) => app.log.warn({ err: error, key }, 'unused message upload not removed'));
    }
  };
  repeatWhileUp(app, SWEEP_EVERY_MS, sweep, 'message upload sweep failed');
};
