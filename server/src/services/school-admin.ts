// School admin service: the signed-in user's roles per product (the access rules read them).
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../kit';
import { scopeOf } from '../kit/scope';
import { findRoles } from './profile-queries';
import { answers, ListOf, RoleRecordSchema } from '@homework/contracts/schemas';

export const schoolAdminService: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const api = typed(app);
  api.get(
    '/v1/Role/CurrentUser',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['school admin'],
        summary: "The signed-in user's roles, one record per product code",
        response: answers(ListOf(RoleRecordSchema)),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      return findRoles(db, schoolId, userId);
    },
  );
};
