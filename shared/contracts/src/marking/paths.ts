// The marking view's address and the marking calls' paths, relative to the API's base URL.

/** The marking view's query parameter that names its breadcrumb and page title (01 §2). */
export const MARKING_TITLE_PARAM = 'homeworktitle';

/**
 * The marking view's address: a homework's marking, at one student when `studentId` is given, titled
 * with the homework's title whichever page links to it (the card, the student view).
 */
export function markingAddress(homeworkId: string, title: string, studentId?: string): string {
  const student = studentId ? `/${encodeURIComponent(studentId)}` : '';
  return `/homework/teacherview/${encodeURIComponent(homeworkId)}${student}?${MARKING_TITLE_PARAM}=${encodeURIComponent(title)}`;
}

/**
 * The marking calls (02 §7). Paths the spec does not show (hand in one student, clear, extensions,
 * history, the signed file link) are ours, in the same style, and documented in the OpenAPI document.
 * Days are school days 'YYYY-MM-DD' in the school's time zone.
 */
export const MARKING_PATHS = {
  studentSubmission: (homeworkId: string, studentId: string) =>
    `v3/HomeworkManagement/GetStudentSubmission/${encodeURIComponent(homeworkId)}/${encodeURIComponent(studentId)}`,
  updateHomeworkStudents: 'v3/HomeworkManagement/UpdateHomeworkStudents',
  handIn: 'v3/HomeworkManagement/HandInHomework',
  clearHandedIn: 'v3/HomeworkManagement/ClearHandedIn',
  saveMark: 'v3/HomeworkManagement/SaveHomeworkMark',
  clearMark: 'v3/HomeworkManagement/ClearHomeworkMark',
  extendDueDate: 'v3/HomeworkManagement/ExtendDueDate',
  /** What Clear Handed In would take from these students, counted before the question is asked. */
  clearSummary: 'v3/HomeworkManagement/GetClearHandedInSummary',
  /** Undo a clear, or restore one student's hand-in from it (the History's Restore). */
  restoreCleared: 'v3/HomeworkManagement/RestoreClearedHandIns',
  markingHistory: (homeworkId: string, studentId: string) =>
    `v3/HomeworkManagement/GetMarkingHistory/${encodeURIComponent(homeworkId)}/${encodeURIComponent(studentId)}`,
  /** Signed, short-lived link to a student's file: fetched without a bearer header. */
  submissionFile: (token: string) => `v3/HomeworkManagement/SubmissionFile/${encodeURIComponent(token)}`,
  studentHomeworkOverview: 'v3/ManagementDashboard/GetStudentHomeworkOverview/',
} as const;
