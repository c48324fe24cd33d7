// The release API: one Fastify plugin for /api/releases/* and /api/deployments/*, called by a
// remote team's pipeline with its deploy token (the kit's 'deployToken' access), not by the browser.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { sweepUnpublishedFiles } from './sweep';
import { registerReleaseRoutes } from './routes';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

export const releasesService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'releases');
  registerReleaseRoutes(typed(app));
  repeatWhileUp(app, SWEEP_EVERY_MS, () => sweepUnpublishedFiles(app, app.log), 'sweep of unpublished release files failed');
};
