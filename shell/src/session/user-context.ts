// After sign-in the shell loads, in parallel, the user's identity, roles (v1/Role/CurrentUser), the
// current user and the teacher list (isTeacher = the current user's id is in it), then decides access.
import { decideAccess, type AccessDecision } from '@homework/contracts/access';
import { calls as suiteCalls } from '@homework/platform/api';
import type { CurrentUser, Identity, RoleRecord, Teacher } from '@homework/contracts';

export interface UserContext {
  identity: Identity;
  roles: RoleRecord[];
  currentUser: CurrentUser;
  isTeacher: boolean;
  decision: AccessDecision;
}

type ContextCalls = {
  identities(): Promise<Identity>;
  roles(): Promise<RoleRecord[]>;
  currentUser(): Promise<CurrentUser>;
  teachers(options: { refusalExpected: boolean }): Promise<Teacher[]>;
};

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function loadUserContext(calls: ContextCalls = suiteCalls): Promise<UserContext> {
  const [identity, roles, currentUser, teachers] = await Promise.all([
    calls.identities(),
    calls.roles(),
    calls.currentUser(),
    // A user who may not read the teacher list is simply not a teacher (and stays where they are).
    calls.teachers({ refusalExpected: true }).catch(() => [] as Teacher[]),
  ]);
  const isTeacher = teachers.some((teacher) => sameId(teacher.Id, currentUser.userId));
  return { identity, roles, currentUser, isTeacher, decision: decideAccess({ roles, identity, isTeacher }) };
}
