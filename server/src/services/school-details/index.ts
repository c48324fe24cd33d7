// School details service: the caller's school's name, time zone, current academic year and term.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerSchoolDetailsRoutes } from './routes';

export const schoolDetailsService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'school details');
  registerSchoolDetailsRoutes(typed(app));
};
