// User profile service: who is signed in, their school's products and features.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerUserProfileRoutes } from './routes';

export const userProfileService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'user profile');
  registerUserProfileRoutes(typed(app));
};
