// The one key of each resource the remotes read (issue 20). Every view of a resource reads it under
// this key, so a write invalidates them all: a bulk hand-in save refreshes the marking view of the
// same homework, an edit refreshes whatever shows that homework. Keys are scoped to the signed-in user
// and school (scopedKey), and nested: a homework's key begins every key of its parts, so invalidating
// `homework(id)` reaches its record, hand-ins, submissions and histories at once.
import { scopedKey } from './query-client';

export const queryKeys = {
  /** The shell's session: the user context with its access decision, and the remotes listed. */
  session: () => scopedKey('session'),
  /** The signed-in user (GetCurrentUser). */
  currentUser: () => scopedKey('current-user'),
  /** The signed-in user, their school and its time zone. */
  schoolContext: () => scopedKey('school-context'),

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

  /** What clearing these students' hand-ins would take. */
  clearSummary: (homeworkId: string, studentIds: readonly string[]) => scopedKey('homework', homeworkId, 'clear-summary', studentIds),

  /** Every homework list (prefix). */
  homeworkLists: () => scopedKey('homework-list'),
  homeworkList: (request: unknown) => scopedKey('homework-list', request),

  /** A typeahead's choices: the school's teachers or subjects. */
  choices: (kind: 'teachers' | 'subjects') => scopedKey('choices', kind),

  /** The students the teacher may see (02 §6). */
  visibleStudents: () => scopedKey('students', 'visible'),
  student: (studentId: string) => scopedKey('students', 'one', studentId),
  studentOverview: (studentId: string, timeframe: string) => scopedKey('students', 'overview', studentId, timeframe),

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
