// Groups service: the school's groups by kind, pre-admission group members, and the members of
// any groups (v1/Membership/GroupMembers) used to expand groups into students.
import type { FastifyPluginAsync } from 'fastify';
import { GROUP_PATHS, type Group, type GroupKind, type GroupMembers } from '@homework/shared/contracts';
import type { Queryable } from '../db';
import type { ServiceOptions } from './common/options';
import { notFound } from './common/errors';
import { scopeOf } from './common/scope';
import { answers, groupMembersSchema, groupSchema, idParam, listOf, params } from './common/schemas';

const tags = ['groups'];
/** More group ids than any school has of one kind; bounds the work of one request. */
export const MAX_GROUPS_PER_REQUEST = 2000;

const KIND_NAMES: Record<GroupKind, string> = {
  year: 'Year groups',
  house: 'Houses',
  userDefined: 'User-defined groups',
  subjectClass: 'Subject classes',
  registration: 'Registration groups',
  preAdmission: 'Pre-admission groups',
};

export const groupsService: FastifyPluginAsync<ServiceOptions> = async (app, { db }) => {

  for (const [kind, path] of Object.entries(GROUP_PATHS) as [GroupKind, string][]) {
    app.get(
      `/${path}`,
      { config: { access: 'signedIn' }, schema: { tags, summary: `${KIND_NAMES[kind]} of the school`, response: answers(listOf(groupSchema)) } },
      async (request) => {
        const { rows } = await db.query<Group>(
          'select id as "Id", name as "Name" from groups where school_id = $1 and kind = $2 order by position, name, id',
          [scopeOf(request).schoolId, kind],
        );
        return rows;
      },
    );
  }

  app.get<{ Params: { groupId: string } }>(
    '/v1/PreAdmission/Members/:groupId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The students of one pre-admission group',
        params: params({ groupId: idParam('pre-admission group id') }),
        response: answers(groupMembersSchema, 400, 404),
      },
    },
    async (request, reply) => {
      const { schoolId } = scopeOf(request);
      const { groupId } = request.params;
      const [members] = await membersOf(db, schoolId, [groupId], `g.kind = 'preAdmission'`);
      return members ?? notFound(reply, `No pre-admission group with id ${groupId} was found in your school.`);
    },
  );

  app.post<{ Body: string[] }>(
    '/v1/Membership/GroupMembers',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The current students of each group asked for',
        description:
          'One entry per group of your school, in the order asked; ids that are not groups of your school are left out.',
        body: { ...listOf(idParam('group id'), 'list of group ids'), maxItems: MAX_GROUPS_PER_REQUEST },
        response: answers(listOf(groupMembersSchema), 400),
      },
    },
    async (request) => {
      const { schoolId } = scopeOf(request);
      return membersOf(db, scopeOf(request).schoolId, request.body);
    },
  );
};

/**
 * The current students of each group of the school among `groupIds`, in the order asked; ids that
 * are not groups of this school are left out.
 */
async function membersOf(db: Queryable, schoolId: string, groupIds: string[], where = 'true'): Promise<GroupMembers[]> {
  const asked = [...new Set(groupIds.map((id) => id.toLowerCase()))];
  if (asked.length === 0) return [];
  const { rows } = await db.query<GroupMembers>(
    `select g.id as "GroupId",
            coalesce(array_agg(s.id::text order by s.id) filter (where s.id is not null), '{}') as "StudentIds"
       from groups g
       left join group_members m on m.school_id = g.school_id and m.group_id = g.id
       left join students s on s.school_id = m.school_id and s.id = m.student_id and s.is_active
      where g.school_id = $1 and g.id = any($2::uuid[]) and ${where}
      group by g.id`,
    [schoolId, asked],
  );
  const byId = new Map(rows.map((row) => [row.GroupId, row]));
  return asked.flatMap((id) => byId.get(id) ?? []);
}
