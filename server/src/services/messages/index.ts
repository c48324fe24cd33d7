// Messages service: v1/School/Get (the notification calls are the messaging service's).
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerMessagesRoutes } from './routes';

export const messagesService: FastifyPluginAsync = async (app) => {
  tagRoutes(app, 'messages');
  registerMessagesRoutes(typed(app));
};
