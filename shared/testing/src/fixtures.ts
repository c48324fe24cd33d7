// Canned answers of the fake suite: a small school with one teacher signed in.
import { handle, reply, type Handler } from './network';
import { eventStream } from './event-stream';
import { GROUPS, GROUP_LISTS, HOMEWORK, HOMEWORK_ATTACHMENT_FILE_TYPES, LANGUAGE, MARKING, PEOPLE, SCHOOL, SCHOOL_TIME_ZONE_DEFAULT, USER, type CurrentUser, type Identity, type RoleRecord, type Student, type Subject, type Teacher } from '@homework/contracts';
import { MARK_SCHEMES } from '@homework/contracts/mark-schemes';

export const MOCK_ACCESS_TOKEN = 'fake-access-token';
export const MOCK_SCHOOL_ID = 'school-1';
export const MOCK_TEACHER_ID = 'teacher-1';

export const mockCurrentUser: CurrentUser = {
  userId: MOCK_TEACHER_ID,
  schoolId: MOCK_SCHOOL_ID,
  simsName: 'Ms A Teacher',
  schoolName: 'Demo School',
};

export const mockIdentity: Identity = {
  Features: [],
  PhotoId: null,
  Products: [{ Name: 'parent' }, { Name: 'student' }],
  IsParent: false,
};

export const mockRoles: RoleRecord[] = [{ ProductCode: 'engagement', Roles: 1 }];

export const mockTeachers: Teacher[] = [
  { Id: MOCK_TEACHER_ID, Title: 'Ms', DisplayForename: 'Alice', DisplaySurname: 'Teacher', PhotoId: null },
  { Id: 'teacher-2', Title: 'Mr', DisplayForename: 'Bob', DisplaySurname: 'Other', PhotoId: null },
];

const student = (id: string, forename: string, surname: string, year: string, reg: string): Student => ({
  Id: id,
  LegalForename: forename,
  LegalSurname: surname,
  DisplayForename: forename,
  DisplaySurname: surname,
  CurrentYearGroup: year,
  CurrentRegGroup: reg,
  PhotoId: null,
  Email: null,
  CurrentHouse: null,
  Gender: 'F',
  IsActive: true,
  PersonType: 1,
  SchoolGuid: MOCK_SCHOOL_ID,
});

export const mockStudents: Student[] = [
  student('student-1', 'Amy', 'Adams', 'Year 7', '7A'),
  student('student-2', 'Ben', 'Brown', 'Year 8', '8B'),
];

export const mockSubjects: Subject[] = [
  { SubjectId: 'subject-1', Name: 'Mathematics', Code: 'MA' },
  { SubjectId: 'subject-2', Name: 'English', Code: 'EN' },
];

/** What the fake network answers unless a test says otherwise; every group kind answers an empty list. */
export const defaultHandlers: Handler[] = [
  handle(USER.identities, mockIdentity),
  handle(USER.currentUser, mockCurrentUser),
  handle(USER.roleCurrentUser, mockRoles),
  // The teacher has not chosen a language, and the school's is English (decision 0040).
  handle(LANGUAGE.mine, { Chosen: null, School: 'en', Active: 'en' }),
  handle(LANGUAGE.school, { Language: 'en', MailLanguage: 'en' }),
  handle(PEOPLE.teacherAll, mockTeachers),
  handle(PEOPLE.studentAll, mockStudents),
  handle(PEOPLE.studentPreAdmission, []),
  handle(PEOPLE.parentAll, []),
  handle(PEOPLE.parentAllPreAdmission, []),
  handle(SCHOOL.schoolGet, { Id: MOCK_SCHOOL_ID, SchoolName: mockCurrentUser.schoolName }),
  handle(SCHOOL.schoolDetails, ({ params }) =>
    params.schoolId === MOCK_SCHOOL_ID ? { Id: MOCK_SCHOOL_ID, SchoolName: mockCurrentUser.schoolName, TimeZone: SCHOOL_TIME_ZONE_DEFAULT } : reply(404, { message: 'School not found.' }),
  ),
  handle(SCHOOL.timeZone, ({ params }) => (params.schoolId === MOCK_SCHOOL_ID ? { TimeZone: SCHOOL_TIME_ZONE_DEFAULT } : reply(404, { message: 'School not found.' }))),
  ...Object.values(GROUP_LISTS).map((list) => handle(list, [])),
  handle(GROUPS.groupMembers, []),
  handle(HOMEWORK.subjects, mockSubjects),
  handle(HOMEWORK.validAttachmentFileTypes, [...HOMEWORK_ATTACHMENT_FILE_TYPES]),
  // A homework's, and a student's, live marking changes: open, and quiet, unless a test writes to a stream of its own.
  handle(MARKING.markingEvents, () => eventStream()),
  handle(MARKING.studentMarkingEvents, () => eventStream()),
  // A homework has no mark scheme, and the teacher none of their own, unless a test says so (decision 0039).
  handle(MARK_SCHEMES.ofHomework, ({ params }) => ({ HomeworkId: params.homeworkId, Scheme: null, Students: [] })),
  handle(MARK_SCHEMES.list, { Schemes: [], CanAddToSchool: false }),
];
