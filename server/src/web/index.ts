import type { FastifyInstance } from 'fastify';
import type { ProviderEndpoints } from '@homework/contracts';
import { registerAnalytics } from './analytics';
import { registerPlaceholders } from './placeholders';
import { registerReleasedFiles } from './releases';
import { registerRemotesList } from './remotes';
import { registerServiceWorker } from './service-worker';
import { registerStatic, releasesFolder } from './static';
import { registerSuiteConfig, suiteConfig } from './suite-config';

export { registerDocs } from './docs';
export { cacheControlFor } from './cache-control';
export { answerNotFound } from './not-found';
export { servedRemotes } from './remotes';
export { suiteConfig };

export interface WebOptions {
  /** Our own identity provider's endpoints, when the suite signs in with it (see suiteConfig). */
  providerEndpoints?: ProviderEndpoints;
}

/**
 * Everything the browser loads that is not an API call: front ends, their configuration, analytics.
 * Reads app.config and app.db.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions = {}): Promise<void> {
  const { config, db } = app;
  const configuration = suiteConfig(config, options.providerEndpoints);
  registerSuiteConfig(app, configuration);
  registerRemotesList(app, config.repoRoot);
  registerReleasedFiles(app, releasesFolder(config.repoRoot));
  registerServiceWorker(app, config.repoRoot);
  await registerAnalytics(app, db, { perMinute: config.analyticsEventsPerMinute, counterSet: config.rateLimitCounterSet });
  registerPlaceholders(app);
  await registerStatic(app, config.repoRoot, configuration);
}
