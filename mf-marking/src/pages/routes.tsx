// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { RemotePages } from '@homework/platform/remote';
import { BulkHandInPage } from '../features/bulk-hand-in';
import { StudentViewPage } from '../features/student-view';
import { TeacherMarkingPage } from '../features/teacher-marking';

export { TEACHER_VIEW_TITLE_PARAM } from '../features/teacher-marking';

/**
 * The page made afresh for each value of its route's id: another homework or student typed into the
 * address (the router keeps the page mounted) gets no filters, banner or selection of the last one.
 */
function keyedBy(Page: ComponentType, param: string): ComponentType {
  return function KeyedPage() {
    return <Page key={useParams()[param]} />;
  };
}

// One component for both marking routes: the view writes the active student into the address at
// each move, and that must not make a new page (it follows a typed student itself).
const MarkingPage = keyedBy(TeacherMarkingPage, 'homeworkId');

export const PAGES: RemotePages = {
  '/homework/teacherview/:homeworkId': MarkingPage,
  '/homework/teacherview/:homeworkId/:selectedStudentId': MarkingPage,
  '/homework/submissions/:homeworkId': keyedBy(BulkHandInPage, 'homeworkId'),
  '/homework/studentview/:studentId': keyedBy(StudentViewPage, 'studentId'),
};
