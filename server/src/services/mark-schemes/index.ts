// The mark schemes service (decision 0039): a teacher's own schemes and the school's, made and edited
// from the homework forms, and a homework's copy of one with its students' levels. Every route checks
// the homework rule and scopes every query by the token's school; deleted schemes are purged once kept.
import type { FastifyPluginAsync } from 'fastify';
import { tagRoutes, typed } from '../../kit';
import { repeatWhileUp } from '../../kit/while-up';
import { purgeDeletedSchemes } from './queries';
import { registerMarkSchemeRoutes } from './routes';
import { DELETED_KEPT_MS } from './rules';

const PURGE_EVERY_MS = 60 * 60 * 1000;

export const markSchemesService: FastifyPluginAsync = async (app) => {
  await app.register(async (scope) => {
    tagRoutes(scope, 'mark schemes');
    registerMarkSchemeRoutes(typed(scope));
  });
  repeatWhileUp(app, PURGE_EVERY_MS, () => purgeDeletedSchemes(app.db, new Date(Date.now() - DELETED_KEPT_MS)), 'purge of deleted mark schemes failed');
};
