// The comment bank service (decision 0035): a teacher's own bank, a subject department's
// and the school's, read and changed from the marking view. Every route checks the homework rule and
// scopes every query by the token's school; deleted comments are purged once kept their time.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { purgeDeletedComments } from './queries';
import { registerCommentBankRoutes } from './routes';
import { DELETED_KEPT_MS } from './rules';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export const commentBankService: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    tagRoutes(scope, 'comment bank');
    registerCommentBankRoutes(typed(scope));
  });
  repeatWhileUp(app, PURGE_EVERY_MS, () => purgeDeletedComments(app.db, new Date(Date.now() - DELETED_KEPT_MS)), 'purge of deleted bank comments failed');
};
