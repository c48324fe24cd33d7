// Groups service: the school's groups by kind and their members.
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../../kit';
import { registerGroupsRoutes } from './routes';

export const groupsService: FastifyPluginAsync = async (app) => registerGroupsRoutes(typed(app));
