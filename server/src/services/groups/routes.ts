// The groups routes: the school's groups by kind, pre-admission group members, and the members of
// any groups (v1/Membership/GroupMembers) used to expand groups into students.
import { routesOn, scopeOf, type ServiceApp } from '../../kit';
import { registerSchoolReads, schoolList, schoolRecord } from '../../kit/school-reads';
import { GROUP_LISTS, GROUPS, type GroupKind } from '@homework/contracts';
import { findGroupMembers, findGroups } from './queries';
import { answers, GroupMembersSchema, GroupSchema, ListOf, Type, Uuid } from '@homework/contracts/schemas';

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
  const route = routesOn(api);
  const { db } = api;
  registerSchoolReads(api, 'signedIn', [
    ...(Object.entries(GROUP_LISTS) as [GroupKind, (typeof GROUP_LISTS)[GroupKind]][]).map(([kind, list]) =>
      schoolList(list, `${KIND_NAMES[kind]} of the school`, GroupSchema, (db, schoolId) => findGroups(db, schoolId, kind)),
    ),
    schoolRecord(GROUPS.preAdmissionMembers, 'pre-admission group', 'The students of one pre-admission group', GroupMembersSchema, (db, schoolId, id) =>
      findGroupMembers(db, schoolId, [id], true).then(([members]) => members),
    ),
  ]);

  route(
    GROUPS.groupMembers,
    {
      access: 'signedIn',
      schema: {
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
