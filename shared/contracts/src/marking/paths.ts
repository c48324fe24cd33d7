// The marking view's address (its calls are ./endpoints.ts).

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
