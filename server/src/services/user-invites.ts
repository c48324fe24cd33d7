// People service, registered users (accepted invites to the engagement product), for the recipient preview's
// Registered / Not Registered marker. ExternalUserId is the student's or parent's person id.
import type { FastifyInstance } from 'fastify';
import { INVITE_KINDS, type InviteKind, type UserInvite } from '@homework/shared/contracts';
import type { Database } from '../db';
import { scopeOf } from './common/scope';
import { PERSON_TYPE, answers, listOf, params, userInviteSchema } from './common/schemas';

// Which people each kind covers: current students, pre-admission students, or the parents of either.
const students = (preAdmission: boolean) => `
  i.person_type = ${PERSON_TYPE.student} and exists (
    select 1 from students s
     where s.school_id = i.school_id and s.id = i.person_id and s.is_active and s.is_pre_admission = ${preAdmission})`;
const parents = (preAdmission: boolean) => `
  i.person_type = ${PERSON_TYPE.parent} and exists (
    select 1 from parent_children pc
      join students s on s.school_id = pc.school_id and s.id = pc.student_id
     where pc.school_id = i.school_id and pc.parent_id = i.person_id and s.is_active and s.is_pre_admission = ${preAdmission})`;

const WHO: Record<InviteKind, string> = {
  ALLSTUDENTS: students(false),
  ANYPREADMISSION: students(true),
  ALLPARENTS: parents(false),
  ALLPREADMISSIONPARENTS: parents(true),
};

/** Part of the people service (the client calls it on the people base URL). */
export function registerUserInviteRoutes(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { kind: InviteKind } }>(
    '/v1/UserInvite/AcceptedForStaff/:kind',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['user invites'],
        summary: 'Students or parents who accepted their invite (registered users)',
        params: params({ kind: { type: 'string', enum: [...INVITE_KINDS], description: 'kind of registered user' } }),
        response: answers(listOf(userInviteSchema), 400),
      },
    },
    async (request) => {
      const { rows } = await db.query<UserInvite>(
        `select distinct i.person_id as "ExternalUserId" from user_invites i
          where i.school_id = $1 and i.accepted_at is not null and ${WHO[request.params.kind]}
          order by 1`,
        [scopeOf(request).schoolId],
      );
      return rows;
    },
  );
}
