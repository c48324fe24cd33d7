// Image service: staff and student photos as PNG bytes.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerImageRoutes } from './routes';

export const imagesService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'images');
  registerImageRoutes(typed(app));
};
