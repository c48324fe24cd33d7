// The marks-out service (decision 0036): a homework's marks, or a class's in a term, as a CSV a
// spreadsheet opens or a OneRoster 1.2 gradebook bundle for the school's system. Every route checks
// the homework rule and scopes every query by the token's school.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { registerMarksOutRoutes } from './routes';

export const marksOutService: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    tagRoutes(scope, 'marks out');
    registerMarksOutRoutes(typed(scope));
  });
};
