// The calls of the school's records every front end reads (01 §7): the signed-in user, the school's
// people, its details, its groups and their photos, one endpoint each (decision 0010), each relative
// to its service's base URL.
import { endpoint, of } from '../endpoint';
import type {
  CurrentUser,
  DateRange,
  Group,
  GroupKind,
  GroupMembers,
  Identity,
  Parent,
  Person,
  RoleRecord,
  School,
  SchoolDetails,
  Student,
  Teacher,
  UserInvite,
} from './types';

/** The signed-in user: who they are, their school's features and their roles. */
export const USER = {
  identities: endpoint({ service: 'userProfile', method: 'GET', path: 'api/v3/userprofile/identities', answer: of<Identity>() }),
  currentUser: endpoint({ service: 'userProfile', method: 'GET', path: 'api/v3/userprofile/currentuser', answer: of<CurrentUser>() }),
  roleCurrentUser: endpoint({ service: 'schoolAdmin', method: 'GET', path: 'v1/Role/CurrentUser', answer: of<RoleRecord[]>() }),
} as const;

const people = 'people';

export const PEOPLE = {
  personSingle: endpoint({ service: people, method: 'GET', path: 'v2/Person/Single/:id', answer: of<Person>() }),
  teacherAll: endpoint({ service: people, method: 'GET', path: 'v2/Teacher/All', answer: of<Teacher[]>() }),
  studentAll: endpoint({ service: people, method: 'GET', path: 'v2/Student/All', answer: of<Student[]>() }),
  studentPreAdmission: endpoint({ service: people, method: 'GET', path: 'v2/Student/PreAdmission', answer: of<Student[]>() }),
  studentSingle: endpoint({ service: people, method: 'GET', path: 'v2/Student/Single/:id', answer: of<Student>() }),
  parentAll: endpoint({ service: people, method: 'GET', path: 'v2/Parent/all', answer: of<Parent[]>() }),
  parentAllPreAdmission: endpoint({ service: people, method: 'GET', path: 'v2/Parent/AllPreAdmission', answer: of<Parent[]>() }),
  /** `kind`: an InviteKind. */
  acceptedInvites: endpoint({ service: people, method: 'GET', path: 'v1/UserInvite/AcceptedForStaff/:kind', answer: of<UserInvite[]>() }),
} as const;

const details = 'schoolDetails';

export const SCHOOL = {
  schoolDetails: endpoint({ service: details, method: 'GET', path: 'v2/SchoolDetails/SchoolDetails/:schoolId', answer: of<SchoolDetails>() }),
  currentTerm: endpoint({ service: details, method: 'GET', path: 'v2/SchoolDetails/CurrentTerm/:schoolId', answer: of<DateRange>() }),
  currentAcademicYear: endpoint({ service: details, method: 'GET', path: 'v2/SchoolDetails/CurrentAcademicYear/:schoolId', answer: of<DateRange>() }),
  timeZone: endpoint({ service: details, method: 'GET', path: 'v2/SchoolDetails/TimeZone/:schoolId', answer: of<Pick<SchoolDetails, 'TimeZone'>>() }),
  /** The messages service's school record. */
  schoolGet: endpoint({ service: 'messages', method: 'GET', path: 'v1/School/Get', answer: of<School>() }),
} as const;

/** A list of the school's groups of one kind. */
function groupList<const Path extends `v1/Group/${string}`>(path: Path) {
  return endpoint({ service: 'groups', method: 'GET', path, answer: of<Group[]>() });
}

/** The school's groups of each kind. */
export const GROUP_LISTS = {
  year: groupList('v1/Group/Year'),
  house: groupList('v1/Group/house'),
  userDefined: groupList('v1/Group/UserDefined'),
  subjectClass: groupList('v1/Group/SubjectClass'),
  registration: groupList('v1/Group/Registration'),
  preAdmission: groupList('v1/Group/PreAdmission'),
} as const satisfies Record<GroupKind, unknown>;

export const GROUPS = {
  preAdmissionMembers: endpoint({ service: 'groups', method: 'GET', path: 'v1/PreAdmission/Members/:groupId', answer: of<GroupMembers>() }),
  /** The members of groups, asked for in one POST by the list of group ids. */
  groupMembers: endpoint({ service: 'groups', method: 'POST', path: 'v1/Membership/GroupMembers', body: of<readonly string[]>(), answer: of<GroupMembers[]>() }),
} as const;

export const PHOTOS = {
  teacherPhoto: endpoint({ service: 'image', method: 'GET', path: 'v1/TeacherPhoto/:school/:user/:photoId/:size', as: 'file' }),
  studentPhoto: endpoint({ service: 'image', method: 'GET', path: 'v1/StudentPhoto/:school/:user/:photoId/:size', as: 'file' }),
} as const;
