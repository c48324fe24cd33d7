// The outbox worker inside the server process: started when the server is ready (if SMTP_URL is set
// and MAIL_WORKER is not off), stopped when it begins to close. `app.outbox.wake()` lets a route that
// queued mail have it looked at now rather than at the next poll. The outbox's depth and the worker's
// outcomes are counted for /metrics.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge } from 'prom-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { countQueuedMail } from '../domain/mail/outbox-queries';
import type { FileStorage } from '../storage';
import { OutboxWorker, type MailOutcomes, type OutboxSettings } from './outbox-worker';

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
        publicUrl: config.publicUrl,
        retryBaseSeconds: config.mailRetryBaseSeconds,
        retryMaxSeconds: config.mailRetryMaxSeconds,
        maxAttempts: config.mailMaxAttempts,
        connections: config.mailConnections,
      }
    : undefined;

export function registerOutboxWorker(app: FastifyInstance, config: ServerConfig, db: Database, storage: FileStorage): void {
  const settings = config.mailWorker ? outboxSettings(config) : undefined;
  const worker = settings ? new OutboxWorker(db, storage, settings, app.log, countMailOutcomes(app)) : undefined;
  countQueuedMailAtScrape(app, db);
  app.decorate('outbox', { wake: () => worker?.wake() });
  if (!worker) {
    app.addHook('onReady', async () => {
      app.log.info(config.smtpUrl ? 'MAIL_WORKER is off: mail is delivered by separate workers' : 'SMTP_URL is not set: mail is queued, not sent');
    });
    return;
  }
  app.addHook('onReady', async () => worker.start());
  // Told to stop as a close (a drain) begins, so that no mail is claimed while the last requests
  // finish; waited for at the end, so that its batch in hand does not hold the listener open.
  let stopped: Promise<void> | undefined;
  app.addHook('preClose', async () => {
    stopped = worker.stop();
  });
  app.addHook('onClose', async () => stopped ?? worker.stop());
}

/** homework_mail_total: what this process's worker did with each mail it claimed. */
function countMailOutcomes(app: FastifyInstance): MailOutcomes {
  const mail = new Counter({
    name: 'homework_mail_total',
    help: "Mails this process's outbox worker handled, by outcome: sent, retried (to be tried again later), failed (for good).",
    labelNames: ['outcome'] as const,
    registers: [app.metrics.registry],
  });
  return (counts) => {
    for (const [outcome, count] of Object.entries(counts)) mail.inc({ outcome }, count);
  };
}

/** homework_outbox_mails: the outbox's depth, the whole database's, so every process reports the same. */
function countQueuedMailAtScrape(app: FastifyInstance, db: Database): void {
  new Gauge({
    name: 'homework_outbox_mails',
    help: 'Mails waiting in the outbox (every school, every process): due now, or later (scheduled or backing off).',
    labelNames: ['when'] as const,
    registers: [app.metrics.registry],
    async collect() {
      const counted = await countQueuedMail(db).catch((error: unknown) => app.log.warn({ err: error }, 'outbox depth not counted'));
      if (!counted) return;
      this.set({ when: 'due' }, counted.due);
      this.set({ when: 'later' }, counted.later);
    },
  });
}
