// The outbox worker inside the server process: started when the server is ready (if SMTP_URL is set
// and MAIL_WORKER is not off), stopped with it. `app.outbox.wake()` lets a route that queued mail
// have it looked at now rather than at the next poll.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import type { FileStorage } from '../storage';
import { OutboxWorker, type OutboxSettings } from './outbox-worker';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: { wake(): void };
  }
}

export const outboxSettings = (config: ServerConfig): OutboxSettings | undefined =>
  config.smtpUrl
    ? {
        smtpUrl: config.smtpUrl,
        mailFrom: config.mailFrom,
        retryBaseSeconds: config.mailRetryBaseSeconds,
        retryMaxSeconds: config.mailRetryMaxSeconds,
        maxAttempts: config.mailMaxAttempts,
        connections: config.mailConnections,
      }
    : undefined;

export function registerOutboxWorker(app: FastifyInstance, config: ServerConfig, db: Database, storage: FileStorage): void {
  const settings = config.mailWorker ? outboxSettings(config) : undefined;
  const worker = settings ? new OutboxWorker(db, storage, settings, app.log) : undefined;
  app.decorate('outbox', { wake: () => worker?.wake() });
  if (!worker) {
    app.addHook('onReady', async () => {
      app.log.info(config.smtpUrl ? 'MAIL_WORKER is off: mail is delivered by separate workers' : 'SMTP_URL is not set: mail is queued, not sent');
    });
    return;
  }
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
}
