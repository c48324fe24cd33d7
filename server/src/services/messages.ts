// Messages service: only v1/School/Get so far (the composer reads the school id); the
// notification calls come with the messaging issue.
import type { FastifyPluginAsync } from 'fastify';
import { typed } from '../kit';
import { httpErrors } from '../kit/errors';
import { scopeOf } from '../kit/scope';
import { findSchool } from './school-queries';
import { answers, SchoolSchema } from '@homework/contracts/schemas';

export const messagesService: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const api = typed(app);
  api.get(
    '/v1/School/Get',
    { config: { access: 'signedIn' }, schema: { tags: ['messages'], summary: "The signed-in user's school", response: answers(SchoolSchema, 404) } },
    async (request) => {
      const school = await findSchool(db, scopeOf(request).schoolId);
      if (!school) throw httpErrors.notFound('Your school was not found in this system.');
      return school;
    },
  );
};
