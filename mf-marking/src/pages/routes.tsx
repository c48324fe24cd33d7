// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import type { RemotePages } from '@homework/platform/remote';
import { BulkHandInPage } from '../features/bulk-hand-in';
import { StudentViewPage } from '../features/student-view';
import { TeacherMarkingPage } from '../features/teacher-marking';

export { TEACHER_VIEW_TITLE_PARAM } from '../features/teacher-marking';

export const PAGES: RemotePages = {
  '/homework/teacherview/:homeworkId': TeacherMarkingPage,
  '/homework/teacherview/:homeworkId/:selectedStudentId': TeacherMarkingPage,
  '/homework/submissions/:homeworkId': BulkHandInPage,
  '/homework/studentview/:studentId': StudentViewPage,
};
