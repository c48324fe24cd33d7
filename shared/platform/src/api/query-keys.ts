// The one key of each resource the remotes read (decision 0008, one cache entry per resource). Every
// view of a resource reads it under this key, so a write invalidates them all: a bulk hand-in save
// refreshes the marking view of the same homework, an edit refreshes whatever shows that homework. Keys
// are scoped to the signed-in user and school (scopedKey), and nested: a homework's key begins every
// key of its parts, so invalidating `homework(id)` reaches its record, hand-ins, submissions and
// histories at once. Each of the suite's calls (calls.ts) keeps its answer under one of these keys, and
// nowhere else.
import { scopedKey } from './query-client';

export const queryKeys = {
  /** The shell's session: the user context with its access decision, and the remotes listed. */
  session: () => scopedKey('session'),
  /** The signed-in user, their school and its time zone: a prefix of the two answers it is made of, so invalidating it asks for both again. */
  schoolContext: () => scopedKey('school-context'),
  /** The signed-in user (GetCurrentUser). */
  currentUser: () => scopedKey('school-context', 'current-user'),
  /** The school's time zone. */
  timeZone: (schoolId: string) => scopedKey('school-context', 'time-zone', schoolId),
  /** The user's identity, with their school's features. */
  identity: () => scopedKey('identity'),
  /** The user's roles (v1/Role/CurrentUser). */
  roles: () => scopedKey('roles'),
  /** The signed-in person's language: their choice and their school's (decision 0040). */
  myLanguage: () => scopedKey('language'),
  /** The school's languages, which its administrator sets (decision 0040). */
  schoolLanguages: () => scopedKey('school', 'languages'),

  /** The school's records, one key per call. */
  person: (personId: string) => scopedKey('person', personId),
  teachers: () => scopedKey('teachers'),
  parents: () => scopedKey('parents', 'current'),
  preAdmissionParents: () => scopedKey('parents', 'pre-admission'),
  acceptedInvites: (kind: string) => scopedKey('invites', kind),
  schoolDetails: (schoolId: string) => scopedKey('school', schoolId, 'details'),
  currentTerm: (schoolId: string) => scopedKey('school', schoolId, 'term'),
  currentAcademicYear: (schoolId: string) => scopedKey('school', schoolId, 'academic-year'),
  /** The messages service's school record. */
  school: () => scopedKey('school', 'messages'),
  groups: (kind: string) => scopedKey('groups', kind),
  /** One group's members (asked for many groups in one POST, kept per group). */
  groupMembers: (groupId: string) => scopedKey('group-members', groupId),
  preAdmissionMembers: (groupId: string) => scopedKey('group-members', 'pre-admission', groupId),
  /** The members of a selection's groups together, made from each group's entry (so it begins their prefix). */
  selectionMembers: (groupIds: readonly string[]) => scopedKey('group-members', 'of', groupIds),
  /** Who a selection reaches, made from the school's lists when the Recipient Preview opens. */
  recipientPreview: (selection: string, sendTo: string, includePreAdmission: boolean) => scopedKey('recipient-preview', selection, sendTo, includePreAdmission),
  /** A person's photo, by its path (which names the size). */
  photo: (path: string) => scopedKey('photo', path),
  /** The homework service's subjects. */
  subjects: () => scopedKey('subjects'),
  /** The file types a service takes as attachments. */
  attachmentTypes: (service: 'homework' | 'messages') => scopedKey('attachment-types', service),

  /** Everything about one homework (prefix of the keys below). */
  homework: (homeworkId: string) => scopedKey('homework', homeworkId),
  /** GetHomework: its title, subject, due date, groups and students. */
  homeworkRecord: (homeworkId: string) => scopedKey('homework', homeworkId, 'record'),
  /** The homework as the Edit page opens it, with what it is assigned to. */
  homeworkToEdit: (homeworkId: string) => scopedKey('homework', homeworkId, 'to-edit'),
  /** GetHomeworkStudents: the hand-in records. */
  handIns: (homeworkId: string) => scopedKey('homework', homeworkId, 'hand-ins'),
  /** One student's submitted files. */
  submission: (homeworkId: string, studentId: string) => scopedKey('homework', homeworkId, 'submission', studentId),
  /** A submitted file's bytes. */
  attachment: (attachmentId: string) => scopedKey('attachment', attachmentId),
  /** One student's marking history. */
  markingHistory: (homeworkId: string, studentId: string) => scopedKey('homework', homeworkId, 'history', studentId),
  /** Every student's marking history of the homework (prefix). */
  markingHistories: (homeworkId: string) => scopedKey('homework', homeworkId, 'history'),

  /** What clearing these students' hand-ins would take. */
  clearSummary: (homeworkId: string, studentIds: readonly string[]) => scopedKey('homework', homeworkId, 'clear-summary', studentIds),
  /** Every such summary of the homework (prefix). */
  clearSummaries: (homeworkId: string) => scopedKey('homework', homeworkId, 'clear-summary'),

  /** Every comment bank read (prefix): a change to a comment reads them again. */
  commentBanks: () => scopedKey('comment-bank'),
  /** The comment bank as a homework of this subject offers it (all subjects for null). */
  commentBank: (subjectId: string | null) => scopedKey('comment-bank', subjectId ?? 'all'),

  /** Every homework list (prefix). */
  homeworkLists: () => scopedKey('homework-list'),
  homeworkList: (request: unknown) => scopedKey('homework-list', request),

  /** The students the teacher may see (02 §6), those before admission, and one student. */
  students: () => scopedKey('students', 'current'),
  preAdmissionStudents: () => scopedKey('students', 'pre-admission'),
  student: (studentId: string) => scopedKey('students', 'one', studentId),
  studentOverview: (studentId: string, timeframe: string) => scopedKey('students', 'overview', studentId, timeframe),
  /** The student's overviews of every timeframe (prefix). */
  studentOverviews: (studentId: string) => scopedKey('students', 'overview', studentId),

  /** Messages the school sent (prefix), and one of them. */
  sentMessages: () => scopedKey('messages', 'sent'),
  sentMessage: (messageId: string) => scopedKey('messages', 'sent', messageId),

  /** Whether a feature flag of the user's school is on. */
  feature: (name: string) => scopedKey('feature', name),

  /** Every dashboard figure (prefix). */
  dashboard: () => scopedKey('dashboard'),
  dashboardFigures: (...parts: readonly unknown[]) => scopedKey('dashboard', ...parts),

  /** How many staff "Send invitations" would mail now (School data): an import or a send changes it. */
  staffInvitations: () => scopedKey('school-data', 'invitations'),
};
