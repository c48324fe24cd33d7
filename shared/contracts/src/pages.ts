// The suite's pages, as every package links to them: each remote's route table (its src/routes.tsx)
// takes its routes' addresses from here, and a link to a page, in the remote itself or from another
// package, is `<REMOTE>_PAGES.<page>.href(…)`, never a path typed again (decision 0029). The paths
// are 01 §2's where it gives them.
import { pageAddress } from './route-table';

/** mf-homework's pages: All Homework (01 §4), with a set-by teacher and sort order (01 §2), Create and Edit. */
export const HOMEWORK_PAGES = {
  allHomework: pageAddress('/homework/all-homework'),
  allHomeworkSetBy: pageAddress('/homework/all-homework/sortBy/:sortOrder/setBy/:setById'),
  create: pageAddress('/homework/create'),
  edit: pageAddress('/homework/edit/:homeworkId'),
} as const;

/** mf-marking's pages: the marking view (at one student or none), Submissions and the student view. */
export const MARKING_PAGES = {
  teacherView: pageAddress('/homework/teacherview/:homeworkId'),
  teacherViewAtStudent: pageAddress('/homework/teacherview/:homeworkId/:selectedStudentId'),
  submissions: pageAddress('/homework/submissions/:homeworkId'),
  studentView: pageAddress('/homework/studentview/:studentId'),
} as const;

/** mf-dashboard's pages: the dashboard, and the Hand In report as a table. */
export const DASHBOARD_PAGES = {
  dashboard: pageAddress('/homework/dashboard'),
  reports: pageAddress('/homework/reports'),
} as const;

/** mf-messaging's pages: the composer and the Sent messages view. */
export const MESSAGING_PAGES = {
  compose: pageAddress('/messages'),
  sent: pageAddress('/messages/sent'),
} as const;
