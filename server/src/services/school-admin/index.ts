// School admin service: the signed-in user's roles per product.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerSchoolAdminRoutes } from './routes';

export const schoolAdminService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'school admin');
  registerSchoolAdminRoutes(typed(app));
};
