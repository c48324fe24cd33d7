// One typed function per call of the contracts' PATHS, each with the spec's cache lifetime (01 §7, §9).
// Answers are kept by the suite's one QueryClient under keys scoped to the signed-in user and school,
// so a user change never serves the previous user's answers, and identical calls in flight share one.
import {
  CACHE_MINUTES,
  MESSAGES,
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
import { isCancelledError, queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { KEPT_ACROSS_RELOADS } from './kept-answers';
import { getQueryClient, scopedKey } from './query-client';
import { getSuite } from './suite';

export interface CallOptions {
  /** Stops this caller waiting; the shared call goes on for the others. */
  signal?: AbortSignal;
  /** A 403 is an answer here, not a reason to leave the page. */
  refusalExpected?: boolean;
}

/**
 * How long an answer is kept: the spec's lifetimes are given in minutes or seconds. `acrossReloads`:
 * kept for that time across a reload of the page too (small answers about the signed-in user and their
 * school, which every page waits for; see kept-answers).
 */
export type Lifetime = ({ minutes: number } | { seconds: number }) & { acrossReloads?: boolean };

type Send<T> = (options: { signal: AbortSignal; refusalExpected?: boolean }) => Promise<T>;

/** The query behind a cached call, for components that read it with useQuery. */
export function callQuery<T>(key: readonly unknown[], lifetime: Lifetime, send: Send<T>, refusalExpected?: boolean) {
  const freshMs = 'minutes' in lifetime ? lifetime.minutes * 60_000 : lifetime.seconds * 1000;
  return queryOptions({
    queryKey: scopedKey('call', ...key, ...(refusalExpected ? ['refusal expected'] : [])),
    queryFn: ({ signal }) => send({ signal, refusalExpected: refusalExpected || undefined }),
    staleTime: freshMs,
    gcTime: freshMs,
    meta: lifetime.acrossReloads ? { [KEPT_ACROSS_RELOADS]: true } : undefined,
  });
}

/**
 * An answer kept for its lifetime by the suite's QueryClient under `key` (scoped to the user and
 * school); identical calls in flight share one request.
 */
export function cachedCall<T>(key: readonly unknown[], lifetime: Lifetime, send: Send<T>, options: CallOptions = {}): Promise<T> {
  return untilCancelled(getQueryClient().fetchQuery(callQuery(key, lifetime, send, options.refusalExpected)), options.signal);
}

/**
 * Marks every kept call's answer stale, asking for none of them: the next read of each (a page's
 * queries built on them, read again after this) goes to the server. A page's Refresh calls this first,
 * so that it reaches the server and not the answers kept for the spec's lifetimes (issue 32).
 */
export function markCallsStale(): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey: scopedKey('call'), refetchType: 'none' });
}

const cancelled = () => new ApiError(MESSAGES.cancelledByUser, 0);

/** The caller's signal only stops its own wait; a call cancelled for everyone (user change) reads as cancelled. */
function untilCancelled<T>(answer: Promise<T>, signal?: AbortSignal): Promise<T> {
  const mapped = answer.catch((error: unknown) => {
    throw isCancelledError(error) ? cancelled() : error;
  });
  if (!signal) return mapped;
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const cancel = () => reject(cancelled());
    signal.addEventListener('abort', cancel, { once: true });
    mapped.then(resolve, reject).finally(() => signal.removeEventListener('abort', cancel));
  });
}

const api = () => getSuite().api;

/** A GET whose answer is kept for its lifetime (see cachedCall). */
export function cachedGet<T>(service: ServiceName, path: string, lifetime: Lifetime, options?: CallOptions): Promise<T> {
  return cachedCall<T>([service, path], lifetime, (o) => api().get<T>(service, path, o), options);
}
const get = cachedGet;

/** A person's photo (a blob), kept for the spec's lifetime of its kind. */
export const photoQuery = (kind: 'teacher' | 'student', schoolId: string, userId: string, photoId: string, size: PhotoSize) => {
  const path = kind === 'teacher' ? PATHS.teacherPhoto(schoolId, userId, photoId, size) : PATHS.studentPhoto(schoolId, userId, photoId, size);
  const minutes = kind === 'teacher' ? CACHE_MINUTES.teacherPhotos : CACHE_MINUTES.studentPhotos;
  return callQuery(['image', path], { minutes }, (o) => api().getBlob('image', path, o));
};

export const calls = {
  identities: (options?: CallOptions) =>
    get<Identity>('userProfile', PATHS.identities, { minutes: CACHE_MINUTES.identity, acrossReloads: true }, options),
  // The spec gives the current user no lifetime; it does not change within a session, so the identity's.
  currentUser: (options?: CallOptions) =>
    get<CurrentUser>('userProfile', PATHS.currentUser, { minutes: CACHE_MINUTES.identity, acrossReloads: true }, options),
  roles: (options?: CallOptions) =>
    get<RoleRecord[]>('schoolAdmin', PATHS.roleCurrentUser, { seconds: ROLE_LIST_CACHE_SECONDS, acrossReloads: true }, options),

  person: (id: string, options?: CallOptions) =>
    get<Person>('people', PATHS.personSingle(id), { minutes: CACHE_MINUTES.teachers }, options),
  teachers: (options?: CallOptions) =>
    get<Teacher[]>('people', PATHS.teacherAll, { minutes: CACHE_MINUTES.teachers, acrossReloads: true }, options),
  students: (options?: CallOptions) => get<Student[]>('people', PATHS.studentAll, { minutes: CACHE_MINUTES.students }, options),
  preAdmissionStudents: (options?: CallOptions) =>
    get<Student[]>('people', PATHS.studentPreAdmission, { minutes: CACHE_MINUTES.students }, options),
  student: (id: string, options?: CallOptions) =>
    get<Student>('people', PATHS.studentSingle(id), { minutes: CACHE_MINUTES.students }, options),
  parents: (options?: CallOptions) => get<Parent[]>('people', PATHS.parentAll, { minutes: CACHE_MINUTES.parents }, options),
  preAdmissionParents: (options?: CallOptions) =>
    get<Parent[]>('people', PATHS.parentAllPreAdmission, { minutes: CACHE_MINUTES.parents }, options),
  acceptedInvites: (kind: InviteKind, options?: CallOptions) =>
    get<UserInvite[]>('people', PATHS.acceptedInvites(kind), { minutes: CACHE_MINUTES.invites }, options),

  schoolDetails: (schoolId: string, options?: CallOptions) =>
    get<SchoolDetails>('schoolDetails', PATHS.schoolDetails(schoolId), { minutes: CACHE_MINUTES.schoolDetails }, options),
  currentTerm: (schoolId: string, options?: CallOptions) =>
    get<DateRange>('schoolDetails', PATHS.currentTerm(schoolId), { minutes: CACHE_MINUTES.schoolDetails }, options),
  currentAcademicYear: (schoolId: string, options?: CallOptions) =>
    get<DateRange>('schoolDetails', PATHS.currentAcademicYear(schoolId), { minutes: CACHE_MINUTES.schoolDetails }, options),
  timeZone: (schoolId: string, options?: CallOptions) =>
    get<Pick<SchoolDetails, 'TimeZone'>>('schoolDetails', PATHS.timeZone(schoolId), { minutes: CACHE_MINUTES.schoolDetails, acrossReloads: true }, options),
  /** The messages service's school record (01 §7). */
  school: (options?: CallOptions) => get<School>('messages', PATHS.schoolGet, { minutes: CACHE_MINUTES.schoolDetails }, options),

  groups: (kind: GroupKind, options?: CallOptions) =>
    get<Group[]>('groups', GROUP_PATHS[kind], { minutes: CACHE_MINUTES.groups }, options),
  preAdmissionMembers: (groupId: string, options?: CallOptions) =>
    get<GroupMembers>('groups', PATHS.preAdmissionMembers(groupId), { minutes: CACHE_MINUTES.groupMembers }, options),
  /** A lookup by POST: cached by its body, the list of group ids. */
  groupMembers: (groupIds: string[], options?: CallOptions) =>
    cachedCall(['groups', PATHS.groupMembers, groupIds], { minutes: CACHE_MINUTES.groupMembers }, (o) =>
      api().post<GroupMembers[]>('groups', PATHS.groupMembers, groupIds, o), options),
};

export type Calls = typeof calls;
