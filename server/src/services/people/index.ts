// People service (01 §7, 02 §7): v2/Person, v2/Teacher, v2/Student, v2/Parent, v1/UserInvite.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerPeopleRoutes } from './routes';

export const peopleService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'people');
  registerPeopleRoutes(typed(app));
};
