// School admin service: the signed-in user's roles per product, and the school administrator's
// School data (a roster import uploaded, staff invitations, the school's languages).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerUserRolesRoute } from './routes/user-roles';
import { registerSchoolDataRoutes } from './routes/school-data';
import { registerSchoolLanguagesRoutes } from './routes/school-languages';

export const schoolAdminService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'school admin');
  await app.register(multipart);
  registerUserRolesRoute(typed(app));
  await registerSchoolDataRoutes(typed(app));
  registerSchoolLanguagesRoutes(typed(app));
};
