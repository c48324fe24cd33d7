// Messages service: only v1/School/Get so far (the composer reads the school id); the
// notification calls come with the messaging issue.
import type { FastifyPluginAsync } from 'fastify';
import type { School } from '@homework/shared/contracts';
import type { ServiceOptions } from './common/options';
import { notFound } from './common/errors';
import { scopeOf } from './common/scope';
import { answers, schoolSchema } from './common/schemas';

export const messagesService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  app.get(
    '/v1/School/Get',
    { config: { access: 'signedIn' }, schema: { tags: ['messages'], summary: "The signed-in user's school", response: answers(schoolSchema, 404) } },
    async (request, reply) => {
      const { rows } = await db.query<School>('select id as "Id", name as "SchoolName" from schools where id = $1', [scopeOf(request).schoolId]);
      return rows[0] ?? notFound(reply, 'Your school was not found in this system.');
    },
  );
};
