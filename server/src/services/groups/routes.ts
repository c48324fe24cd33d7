// The groups routes: the school's groups by kind, pre-admission group members, and the members of
// any groups (v1/Membership/GroupMembers) used to expand groups into students.
import { httpErrors, scopeOf, type ServiceApp } from '../../kit';
import { GROUP_PATHS, type GroupKind } from '@homework/contracts';
import { findGroupMembers, findGroups } from './queries';
import { answers, GroupMembersSchema, GroupSchema, ListOf, Params, Type, Uuid } from '@homework/contracts/schemas';

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

export function registerGroupsRoutes(api: ServiceApp): void {
  const { db } = api;
  for (const [kind, path] of Object.entries(GROUP_PATHS) as [GroupKind, string][]) {
    api.get(
      `/${path}`,
      { config: { access: 'signedIn' }, schema: { tags, summary: `${KIND_NAMES[kind]} of the school`, response: answers(ListOf(GroupSchema)) } },
      async (request) => findGroups(db, scopeOf(request).schoolId, kind),
    );
  }

  api.get(
    '/v1/PreAdmission/Members/:groupId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The students of one pre-admission group',
        params: Params({ groupId: Uuid('pre-admission group id') }),
        response: answers(GroupMembersSchema, 400, 404),
      },
    },
    async (request) => {
      const { schoolId } = scopeOf(request);
      const { groupId } = request.params;
      const [members] = await findGroupMembers(db, schoolId, [groupId], true);
      if (!members) throw httpErrors.notFound(`No pre-admission group with id ${groupId} was found in your school.`);
      return members;
    },
  );

  api.post(
    '/v1/Membership/GroupMembers',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'The current students of each group asked for',
        description:
          'One entry per group of your school, in the order asked; ids that are not groups of your school are left out.',
        body: Type.Array(Uuid('group id'), { description: 'list of group ids', maxItems: MAX_GROUPS_PER_REQUEST }),
        response: answers(ListOf(GroupMembersSchema), 400),
      },
    },
    async (request) => findGroupMembers(db, scopeOf(request).schoolId, request.body),
  );
}
