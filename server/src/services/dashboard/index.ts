// The dashboard service (02 §2.7, §7): one Fastify plugin for /v3/ManagementDashboard/*, its figures
// summed from the day summaries and kept within the freshness rule (routes.ts; docs/dashboard-figures.md).
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerDashboardRoutes } from './routes';

export const dashboardService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'dashboard');
  registerDashboardRoutes(typed(app));
};
