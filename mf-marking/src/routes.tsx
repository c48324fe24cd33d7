// This remote's routes, in one table (decision 0029): each route's address, title, access rule, page
// (none is in the menu: they are reached from a homework or a student). The router is made from it
// (app.tsx), and the build writes the contract.json the shell reads from it (tools/webpack/contract.mjs).
import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { MARKING_PAGES, MARKING_TITLE_PARAM, defineRoutes } from '@homework/contracts';
import type { RemoteRouteTable } from '@homework/platform/remote';
import { BulkHandInPage } from './features/bulk-hand-in';
import { StudentViewPage } from './features/student-view';
import { TeacherMarkingPage } from './features/teacher-marking';

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

// The marking view is titled with the homework's title from its link while it loads (01 §2).
const marking = { title: 'Marking', access: 'homework', titleQueryParam: MARKING_TITLE_PARAM, page: MarkingPage } as const;

export const routes = defineRoutes({
  section: 'Homework',
  routes: {
    teacherView: { address: MARKING_PAGES.teacherView, ...marking },
    teacherViewAtStudent: { address: MARKING_PAGES.teacherViewAtStudent, ...marking },
    submissions: { address: MARKING_PAGES.submissions, title: 'Submissions', access: 'homework', page: keyedBy(BulkHandInPage, 'homeworkId') },
    studentView: { address: MARKING_PAGES.studentView, title: 'Student View', access: 'homework', page: keyedBy(StudentViewPage, 'studentId') },
  },
}) satisfies RemoteRouteTable;
