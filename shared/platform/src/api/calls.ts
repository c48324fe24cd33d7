// One query per call of the contracts' PATHS, each with the spec's cache lifetime (01 §7, §9), under its
// one key from queryKeys: a page reads it with useQuery, code outside a component with the client's
// fetchQuery, and a page's Refresh that invalidates the key asks the server (decision 0008: the answers
// are kept in this one entry, never again inside another query's). Keys are scoped to the signed-in
// user and school, so a user change never serves the previous user's answers; identical reads in flight
// share one.
import {
  CACHE_MINUTES,
  GROUP_PATHS,
  PATHS,
  ROLE_LIST_CACHE_SECONDS,
  type CurrentUser,
  type DateRange,
  type Group,
  type GroupKind,
  type GroupMembers,
  type Identity,
  type InviteKind,
  type Parent,
  type Person,
  type PhotoSize,
  type RoleRecord,
  type School,
  type ServiceName,
  type SchoolDetails,
  type Student,
  type Teacher,
  type UserInvite,
} from '@homework/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { KEPT_ACROSS_RELOADS } from './kept-answers';
import { queryKeys } from './query-keys';
import { getSuite } from './suite';

/**
 * How long an answer is kept: the spec's lifetimes are given in minutes or seconds. `acrossReloads`:
 * kept for that time across a reload of the page too (small answers about the signed-in user and their
 * school, which every page waits for; see kept-answers).
 */
export type Lifetime = ({ minutes: number } | { seconds: number }) & { acrossReloads?: boolean };

/** The query of an answer kept for its lifetime under `queryKey` (from queryKeys). */
function callQuery<T>(queryKey: QueryKey, lifetime: Lifetime, fetch: (signal: AbortSignal) => Promise<T>) {
  const freshMs = 'minutes' in lifetime ? lifetime.minutes * 60_000 : lifetime.seconds * 1000;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => fetch(signal),
    staleTime: freshMs,
    gcTime: freshMs,
    meta: lifetime.acrossReloads ? { [KEPT_ACROSS_RELOADS]: true } : undefined,
  });
}

const api = () => getSuite().api;

/** The query of a GET kept for its lifetime (see callQuery); `refusalExpected`: a 403 is an answer, not a reason to leave the page. */
export function getQuery<T>(queryKey: QueryKey, service: ServiceName, path: string, lifetime: Lifetime, refusalExpected?: boolean) {
  return callQuery(queryKey, lifetime, (signal) => api().get<T>(service, path, { signal, refusalExpected }));
}
const get = getQuery;

export const calls = {
  identities: () => get<Identity>(queryKeys.identity(), 'userProfile', PATHS.identities, { minutes: CACHE_MINUTES.identity, acrossReloads: true }),
  // The spec gives the current user no lifetime; it does not change within a session, so the identity's.
  currentUser: () =>
    get<CurrentUser>(queryKeys.currentUser(), 'userProfile', PATHS.currentUser, { minutes: CACHE_MINUTES.identity, acrossReloads: true }),
  roles: () => get<RoleRecord[]>(queryKeys.roles(), 'schoolAdmin', PATHS.roleCurrentUser, { seconds: ROLE_LIST_CACHE_SECONDS, acrossReloads: true }),

  person: (id: string) => get<Person>(queryKeys.person(id), 'people', PATHS.personSingle(id), { minutes: CACHE_MINUTES.teachers }),
  // Refused to some users: whoever reads it (the shell's access decision, the typeaheads) goes on without it.
  teachers: () =>
    get<Teacher[]>(queryKeys.teachers(), 'people', PATHS.teacherAll, { minutes: CACHE_MINUTES.teachers, acrossReloads: true }, true),
  /** The students the teacher may see (02 §6). */
  students: () => get<Student[]>(queryKeys.students(), 'people', PATHS.studentAll, { minutes: CACHE_MINUTES.students }),
  preAdmissionStudents: () =>
    get<Student[]>(queryKeys.preAdmissionStudents(), 'people', PATHS.studentPreAdmission, { minutes: CACHE_MINUTES.students }),
  student: (id: string) => get<Student>(queryKeys.student(id), 'people', PATHS.studentSingle(id), { minutes: CACHE_MINUTES.students }),
  parents: () => get<Parent[]>(queryKeys.parents(), 'people', PATHS.parentAll, { minutes: CACHE_MINUTES.parents }),
  preAdmissionParents: () =>
    get<Parent[]>(queryKeys.preAdmissionParents(), 'people', PATHS.parentAllPreAdmission, { minutes: CACHE_MINUTES.parents }),
  acceptedInvites: (kind: InviteKind) =>
    get<UserInvite[]>(queryKeys.acceptedInvites(kind), 'people', PATHS.acceptedInvites(kind), { minutes: CACHE_MINUTES.invites }),

  schoolDetails: (schoolId: string) =>
    get<SchoolDetails>(queryKeys.schoolDetails(schoolId), 'schoolDetails', PATHS.schoolDetails(schoolId), { minutes: CACHE_MINUTES.schoolDetails }),
  currentTerm: (schoolId: string) =>
    get<DateRange>(queryKeys.currentTerm(schoolId), 'schoolDetails', PATHS.currentTerm(schoolId), { minutes: CACHE_MINUTES.schoolDetails }),
  currentAcademicYear: (schoolId: string) =>
    get<DateRange>(queryKeys.currentAcademicYear(schoolId), 'schoolDetails', PATHS.currentAcademicYear(schoolId), { minutes: CACHE_MINUTES.schoolDetails }),
  timeZone: (schoolId: string) =>
    get<Pick<SchoolDetails, 'TimeZone'>>(queryKeys.timeZone(schoolId), 'schoolDetails', PATHS.timeZone(schoolId), {
      minutes: CACHE_MINUTES.schoolDetails,
      acrossReloads: true,
    }),
  /** The messages service's school record (01 §7). */
  school: () => get<School>(queryKeys.school(), 'messages', PATHS.schoolGet, { minutes: CACHE_MINUTES.schoolDetails }),

  groups: (kind: GroupKind) => get<Group[]>(queryKeys.groups(kind), 'groups', GROUP_PATHS[kind], { minutes: CACHE_MINUTES.groups }),
  preAdmissionMembers: (groupId: string) =>
    get<GroupMembers>(queryKeys.preAdmissionMembers(groupId), 'groups', PATHS.preAdmissionMembers(groupId), { minutes: CACHE_MINUTES.groupMembers }),

  /** A person's photo (a blob), kept for the spec's lifetime of its kind. */
  photo: (kind: 'teacher' | 'student', schoolId: string, userId: string, photoId: string, size: PhotoSize) => {
    const path = kind === 'teacher' ? PATHS.teacherPhoto(schoolId, userId, photoId, size) : PATHS.studentPhoto(schoolId, userId, photoId, size);
    const minutes = kind === 'teacher' ? CACHE_MINUTES.teacherPhotos : CACHE_MINUTES.studentPhotos;
    return callQuery(queryKeys.photo(path), { minutes }, (signal) => api().getBlob('image', path, { signal }));
  },
};

/**
 * The members of groups, asked for in one POST by the list of group ids: the fetcher of the one query
 * that keeps each group's members (loadGroupMembers in @homework/ui), so no answer is kept by the list.
 */
export const fetchGroupMembers = (groupIds: readonly string[], signal?: AbortSignal) =>
  api().post<GroupMembers[]>('groups', PATHS.groupMembers, groupIds, { signal });
