// School admin service: the signed-in user's roles per product (the access rules read them).
import type { FastifyPluginAsync } from 'fastify';
import type { RoleRecord } from '@homework/shared/contracts';
import type { ServiceOptions } from './common/options';
import { scopeOf } from './common/scope';
import { answers, listOf, roleRecordSchema } from './common/schemas';

export const schoolAdminService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  app.get(
    '/v1/Role/CurrentUser',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['school admin'],
        summary: "The signed-in user's roles, one record per product code",
        response: answers(listOf(roleRecordSchema)),
      },
    },
    async (request) => {
      const { schoolId, userId } = scopeOf(request);
      const { rows } = await db.query<RoleRecord>(
        `select product_code as "ProductCode", roles as "Roles" from user_roles
          where school_id = $1 and user_id = $2 order by product_code`,
        [schoolId, userId],
      );
      return rows;
    },
  );
};
