import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db';
import { registerAnalytics } from './analytics';
import { registerPlaceholders } from './placeholders';
import { registerRemotesList } from './remotes';
import { registerServiceWorker } from './service-worker';
import { registerStatic } from './static';
import { registerSuiteConfig, suiteConfig } from './suite-config';

export { registerDocs } from './docs';
export { cacheControlFor } from './cache-control';
export { answerNotFound } from './not-found';
export { suiteConfig };

/** Everything the browser loads that is not an API call: front ends, their configuration, analytics. */
export async function registerWeb(app: FastifyInstance, config: ServerConfig, db: Database): Promise<void> {
  registerSuiteConfig(app, config);
  registerRemotesList(app, config.repoRoot);
  registerServiceWorker(app, config.repoRoot);
  await registerAnalytics(app, db, { perMinute: config.analyticsEventsPerMinute, counterSet: config.rateLimitCounterSet });
  registerPlaceholders(app);
  await registerStatic(app, config.repoRoot, suiteConfig(config));
}
