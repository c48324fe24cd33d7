// The release API: one Fastify plugin for /api/releases/* and /api/deployments/*, called by a
// remote team's pipeline with its deploy token (the kit's 'deployToken' access), not by the browser.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes } from '../../kit';
import { registerReleaseRoutes } from './routes';

export const releasesService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'releases');
  registerReleaseRoutes(app);
};
