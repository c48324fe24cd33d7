// One query per call of the contracts' endpoints, each with the spec's cache lifetime (01 §7, §9), under its
// one key from queryKeys: a page reads it with useQuery, code outside a component with the client's
// fetchQuery, and a page's Refresh that invalidates the key asks the server (decision 0008: the answers
// are kept in this one entry, never again inside another query's). Keys are scoped to the signed-in
// user and school, so a user change never serves the previous user's answers; identical reads in flight
// share one.
import {
  CACHE_MINUTES,
  GROUP_LISTS,
  GROUPS,
  HOMEWORK,
  LANGUAGE,
  PEOPLE,
  PHOTOS,
  ROLE_LIST_CACHE_SECONDS,
  SCHOOL,
  USER,
  pathOf,
  type AnyEndpoint,
  type GroupKind,
  type InviteKind,
  type PhotoSize,
} from '@homework/contracts';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { RequestOptions } from './request-options';
import type { CallAnswer, CallInput } from './endpoint-call';
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

export interface EndpointQuery<E> {
  /** The resource's one key (queryKeys). */
  key: QueryKey;
  /** None: asked again whenever a view of it opens (TanStack Query's own defaults). */
  lifetime?: Lifetime;
  /** Its path parameters, body and query (see api.call). */
  input?: CallInput<E>;
  /** A 403 is an answer, not a reason to leave the page. */
  refusalExpected?: boolean;
}

/**
 * The query of an endpoint's answer, kept for its lifetime under the resource's one key: the one
 * fetcher of that resource, which every view of it reads (`useQuery(calls.homework(id))`).
 */
export function endpointQuery<E extends AnyEndpoint>(endpoint: E, { key, lifetime, input, refusalExpected }: EndpointQuery<E>) {
  const fetch = (signal: AbortSignal) =>
    (api().call as (endpoint: E, input?: CallInput<E>, options?: RequestOptions) => Promise<CallAnswer<E>>)(endpoint, input, { signal, refusalExpected });
  if (lifetime) return callQuery<CallAnswer<E>>(key, lifetime, fetch);
  return queryOptions({ queryKey: key, queryFn: ({ signal }) => fetch(signal) });
}

const query = endpointQuery;
const teachers = CACHE_MINUTES.teachers;
const students = CACHE_MINUTES.students;
const parents = CACHE_MINUTES.parents;
const school = CACHE_MINUTES.schoolDetails;

export const calls = {
  identities: () => query(USER.identities, { key: queryKeys.identity(), lifetime: { minutes: CACHE_MINUTES.identity, acrossReloads: true } }),
  // The spec gives the current user no lifetime; it does not change within a session, so the identity's.
  currentUser: () => query(USER.currentUser, { key: queryKeys.currentUser(), lifetime: { minutes: CACHE_MINUTES.identity, acrossReloads: true } }),
  // Kept across reloads, so a reloaded page is in the person's language from its first paint (decision 0040).
  myLanguage: () => query(LANGUAGE.mine, { key: queryKeys.myLanguage(), lifetime: { minutes: CACHE_MINUTES.identity, acrossReloads: true } }),
  roles: () => query(USER.roleCurrentUser, { key: queryKeys.roles(), lifetime: { seconds: ROLE_LIST_CACHE_SECONDS, acrossReloads: true } }),

  person: (id: string) => query(PEOPLE.personSingle, { key: queryKeys.person(id), input: { id }, lifetime: { minutes: teachers } }),
  // Refused to some users: whoever reads it (the shell's access decision, the typeaheads) goes on without it.
  teachers: () => query(PEOPLE.teacherAll, { key: queryKeys.teachers(), lifetime: { minutes: teachers, acrossReloads: true }, refusalExpected: true }),
  /** The students the teacher may see (02 §6). */
  students: () => query(PEOPLE.studentAll, { key: queryKeys.students(), lifetime: { minutes: students } }),
  preAdmissionStudents: () => query(PEOPLE.studentPreAdmission, { key: queryKeys.preAdmissionStudents(), lifetime: { minutes: students } }),
  student: (id: string) => query(PEOPLE.studentSingle, { key: queryKeys.student(id), input: { id }, lifetime: { minutes: students } }),
  parents: () => query(PEOPLE.parentAll, { key: queryKeys.parents(), lifetime: { minutes: parents } }),
  preAdmissionParents: () => query(PEOPLE.parentAllPreAdmission, { key: queryKeys.preAdmissionParents(), lifetime: { minutes: parents } }),
  acceptedInvites: (kind: InviteKind) =>
    query(PEOPLE.acceptedInvites, { key: queryKeys.acceptedInvites(kind), input: { kind }, lifetime: { minutes: CACHE_MINUTES.invites } }),

  schoolDetails: (schoolId: string) => query(SCHOOL.schoolDetails, { key: queryKeys.schoolDetails(schoolId), input: { schoolId }, lifetime: { minutes: school } }),
  currentTerm: (schoolId: string) => query(SCHOOL.currentTerm, { key: queryKeys.currentTerm(schoolId), input: { schoolId }, lifetime: { minutes: school } }),
  currentAcademicYear: (schoolId: string) =>
    query(SCHOOL.currentAcademicYear, { key: queryKeys.currentAcademicYear(schoolId), input: { schoolId }, lifetime: { minutes: school } }),
  timeZone: (schoolId: string) =>
    query(SCHOOL.timeZone, { key: queryKeys.timeZone(schoolId), input: { schoolId }, lifetime: { minutes: school, acrossReloads: true } }),
  /** The messages service's school record (01 §7). */
  school: () => query(SCHOOL.schoolGet, { key: queryKeys.school(), lifetime: { minutes: school } }),

  groups: (kind: GroupKind) => query(GROUP_LISTS[kind], { key: queryKeys.groups(kind), lifetime: { minutes: CACHE_MINUTES.groups } }),
  preAdmissionMembers: (groupId: string) =>
    query(GROUPS.preAdmissionMembers, { key: queryKeys.preAdmissionMembers(groupId), input: { groupId }, lifetime: { minutes: CACHE_MINUTES.groupMembers } }),

  /**
   * GetHomework: one homework's record, for its marking views and its Edit page. No lifetime: the
   * server answers it no-cache (the students of its groups may change without a new version).
   */
  homework: (id: string) => query(HOMEWORK.get, { key: queryKeys.homeworkRecord(id), input: { id } }),
  /** GetHomeworkStudents: the hand-in record of each student the homework is set for. */
  handIns: (id: string) => query(HOMEWORK.students, { key: queryKeys.handIns(id), input: { id } }),

  /** A person's photo (a blob), kept for the spec's lifetime of its kind. */
  photo: (kind: 'teacher' | 'student', schoolId: string, userId: string, photoId: string, size: PhotoSize) => {
    const photo = kind === 'teacher' ? PHOTOS.teacherPhoto : PHOTOS.studentPhoto;
    const input = { school: schoolId, user: userId, photoId, size: String(size) };
    const minutes = kind === 'teacher' ? CACHE_MINUTES.teacherPhotos : CACHE_MINUTES.studentPhotos;
    return query(photo, { key: queryKeys.photo(pathOf(photo, input)), input, lifetime: { minutes } });
  },
};

/**
 * The members of groups, asked for in one POST by the list of group ids: the fetcher of the one query
 * that keeps each group's members (loadGroupMembers in @homework/ui), so no answer is kept by the list.
 */
export const fetchGroupMembers = (groupIds: readonly string[], signal?: AbortSignal) => api().call(GROUPS.groupMembers, { body: groupIds }, { signal });
