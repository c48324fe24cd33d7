// Image service: staff and student photos as PNG bytes.
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../../kit';
import { registerImageRoutes } from './routes';

export const imagesService: FastifyPluginAsync = async (app) => registerImageRoutes(typed(app));
