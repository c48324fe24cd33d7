// The marking view's address (its calls are ./endpoints.ts).
import { MARKING_PAGES } from '../pages';

/** The marking view's query parameter that names its breadcrumb and page title (01 §2). */
export const MARKING_TITLE_PARAM = 'homeworktitle';

/**
 * The marking view's address: a homework's marking, at one student when `studentId` is given, titled
 * with the homework's title whichever page links to it (the card, the student view).
 */
export function markingAddress(homeworkId: string, title: string, studentId?: string): string {
  const query = { [MARKING_TITLE_PARAM]: title };
  return studentId
    ? MARKING_PAGES.teacherViewAtStudent.href({ homeworkId, selectedStudentId: studentId }, query)
    : MARKING_PAGES.teacherView.href({ homeworkId }, query);
}
