// After sign-in the shell loads, in parallel, the user's identity, roles (v1/Role/CurrentUser), the
// current user and the teacher list (isTeacher = the current user's id is in it), then decides access.
// Each is the suite's call, kept under its one key, where the pages read the same answers.
import { decideAccess, type AccessDecision } from '@homework/contracts/access';
import { calls, getQueryClient } from '@homework/platform/api';
import type { CurrentUser, Identity, RoleRecord, Teacher } from '@homework/contracts';

export interface UserContext {
  identity: Identity;
  roles: RoleRecord[];
  currentUser: CurrentUser;
  isTeacher: boolean;
  decision: AccessDecision;
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function loadUserContext(): Promise<UserContext> {
  const client = getQueryClient();
  const [identity, roles, currentUser, teachers] = await Promise.all([
    client.fetchQuery(calls.identities()),
    client.fetchQuery(calls.roles()),
    client.fetchQuery(calls.currentUser()),
    // A user who may not read the teacher list is simply not a teacher (and stays where they are).
    client.fetchQuery(calls.teachers()).catch(() => [] as Teacher[]),
  ]);
  const isTeacher = teachers.some((teacher) => sameId(teacher.Id, currentUser.userId));
  return { identity, roles, currentUser, isTeacher, decision: decideAccess({ roles, identity, isTeacher }) };
}
