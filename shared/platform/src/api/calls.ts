// One typed function per call of the contracts' PATHS, each with the spec's cache lifetime (01 §7, §9).
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
  type SchoolDetails,
  type Student,
  type Teacher,
  type UserInvite,
} from '@homework/contracts';
import { getSuite } from './suite';

export interface CallOptions {
  signal?: AbortSignal;
  refusalExpected?: boolean;
}

const api = () => getSuite().api;
const minutes = (value: number, options?: CallOptions) => ({ ...options, cache: { minutes: value } });

export const calls = {
  identities: (options?: CallOptions) =>
    api().get<Identity>('userProfile', PATHS.identities, minutes(CACHE_MINUTES.identity, options)),
  // The spec gives the current user no lifetime; it does not change within a session, so the identity's.
  currentUser: (options?: CallOptions) =>
    api().get<CurrentUser>('userProfile', PATHS.currentUser, minutes(CACHE_MINUTES.identity, options)),
  roles: (options?: CallOptions) =>
    api().get<RoleRecord[]>('schoolAdmin', PATHS.roleCurrentUser, { ...options, cache: { seconds: ROLE_LIST_CACHE_SECONDS } }),

  person: (id: string, options?: CallOptions) =>
    api().get<Person>('people', PATHS.personSingle(id), minutes(CACHE_MINUTES.teachers, options)),
  teachers: (options?: CallOptions) => api().get<Teacher[]>('people', PATHS.teacherAll, minutes(CACHE_MINUTES.teachers, options)),
  students: (options?: CallOptions) => api().get<Student[]>('people', PATHS.studentAll, minutes(CACHE_MINUTES.students, options)),
  preAdmissionStudents: (options?: CallOptions) =>
    api().get<Student[]>('people', PATHS.studentPreAdmission, minutes(CACHE_MINUTES.students, options)),
  student: (id: string, options?: CallOptions) =>
    api().get<Student>('people', PATHS.studentSingle(id), minutes(CACHE_MINUTES.students, options)),
  parents: (options?: CallOptions) => api().get<Parent[]>('people', PATHS.parentAll, minutes(CACHE_MINUTES.parents, options)),
  preAdmissionParents: (options?: CallOptions) =>
    api().get<Parent[]>('people', PATHS.parentAllPreAdmission, minutes(CACHE_MINUTES.parents, options)),
  acceptedInvites: (kind: InviteKind, options?: CallOptions) =>
    api().get<UserInvite[]>('people', PATHS.acceptedInvites(kind), minutes(CACHE_MINUTES.invites, options)),

  schoolDetails: (schoolId: string, options?: CallOptions) =>
    api().get<SchoolDetails>('schoolDetails', PATHS.schoolDetails(schoolId), minutes(CACHE_MINUTES.schoolDetails, options)),
  currentTerm: (schoolId: string, options?: CallOptions) =>
    api().get<DateRange>('schoolDetails', PATHS.currentTerm(schoolId), minutes(CACHE_MINUTES.schoolDetails, options)),
  currentAcademicYear: (schoolId: string, options?: CallOptions) =>
    api().get<DateRange>('schoolDetails', PATHS.currentAcademicYear(schoolId), minutes(CACHE_MINUTES.schoolDetails, options)),
  timeZone: (schoolId: string, options?: CallOptions) =>
    api().get<Pick<SchoolDetails, 'TimeZone'>>('schoolDetails', PATHS.timeZone(schoolId), minutes(CACHE_MINUTES.schoolDetails, options)),
  /** The messages service's school record (01 §7). */
  school: (options?: CallOptions) => api().get<School>('messages', PATHS.schoolGet, minutes(CACHE_MINUTES.schoolDetails, options)),

  groups: (kind: GroupKind, options?: CallOptions) =>
    api().get<Group[]>('groups', GROUP_PATHS[kind], minutes(CACHE_MINUTES.groups, options)),
  preAdmissionMembers: (groupId: string, options?: CallOptions) =>
    api().get<GroupMembers>('groups', PATHS.preAdmissionMembers(groupId), minutes(CACHE_MINUTES.groupMembers, options)),
  /** A lookup by POST: cached by its body, the list of group ids. */
  groupMembers: (groupIds: string[], options?: CallOptions) =>
    api().post<GroupMembers[]>('groups', PATHS.groupMembers, groupIds, minutes(CACHE_MINUTES.groupMembers, options)),

  teacherPhoto: (schoolId: string, userId: string, photoId: string, size: PhotoSize, options?: CallOptions) =>
    api().getBlob('image', PATHS.teacherPhoto(schoolId, userId, photoId, size), minutes(CACHE_MINUTES.teacherPhotos, options)),
  studentPhoto: (schoolId: string, userId: string, photoId: string, size: PhotoSize, options?: CallOptions) =>
    api().getBlob('image', PATHS.studentPhoto(schoolId, userId, photoId, size), minutes(CACHE_MINUTES.studentPhotos, options)),
};

export type Calls = typeof calls;
