// People service, registered users (accepted invites to the engagement product), for the recipient preview's
// Registered / Not Registered marker. ExternalUserId is the student's or parent's person id.
import type { FastifyInstance } from 'fastify';
import { INVITE_KINDS } from '@homework/contracts';
import { scopeOf } from '../kit/scope';
import { answers, ListOf, OneOf, Params, UserInviteSchema } from '@homework/contracts/schemas';
import { findAcceptedInvites } from './people-queries';
import { typed } from '../kit';

/** Part of the people service (the client calls it on the people base URL). */
export function registerUserInviteRoutes(app: FastifyInstance): void {
  const api = typed(app);
  api.get(
    '/v1/UserInvite/AcceptedForStaff/:kind',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user invites'],
        summary: 'Students or parents who accepted their invite (registered users)',
        params: Params({ kind: OneOf(INVITE_KINDS, { description: 'kind of registered user' }) }),
        response: answers(ListOf(UserInviteSchema), 400),
      },
    },
    async (request) => findAcceptedInvites(app.db, scopeOf(request).schoolId, request.params.kind),
  );
}
