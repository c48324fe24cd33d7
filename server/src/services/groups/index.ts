// Groups service: the school's groups by kind and their members.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerGroupsRoutes } from './routes';

export const groupsService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'groups');
  registerGroupsRoutes(typed(app));
};
