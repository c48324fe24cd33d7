/**
 * What the recorder page shows beside the rules: its exact texts (02 §2.3), the students it lists
 * (02 §6), each row's badge (02 §4, extension aware) and the status legend.
 */
import { rowBadge, startOfSchoolDay, type HomeworkStudent, type RowBadge, type UpdateHomeworkStudentsRequest } from '@homework/contracts';
import type { RecorderRow } from './recorder-rules';

export const RECORDER_TEXTS = {
  show: 'Show',
  sortBy: 'Sort by',
  legend: 'Status legend',
  selectAll: 'Select all students shown',
  setDate: 'Set date handed in',
  today: 'Today',
  record: 'Record as Handed In',
  clear: 'Clear Handed In Status',
  noMatching: 'No matching students.',
  dogAteIt: 'The dog ate it',
  marks: 'Grades and comments',
  markThis: 'Mark this homework',
  changeDatesTitle: 'Change hand-in dates?',
  changeDates: (count: number, day: string) =>
    count === 1
      ? `1 of the chosen students was handed in on another day. Recording changes that date to ${shortDay(day)}:`
      : `${count} of the chosen students were handed in on other days. Recording changes those dates to ${shortDay(day)}:`,
  changedDate: (name: string, day: string) => `${name}, handed in ${shortDay(day)}`,
  changeDatesConfirm: 'Change dates',
  cancel: 'Cancel',
  datesChanged: (count: number) => (count === 1 ? '1 hand-in date changed.' : `${count} hand-in dates changed.`),
  datesPutBack: 'The hand-in dates were put back as they were.',
  undo: 'Undo',
  undoFailed: (reason: string) => `The hand-in dates could not be put back: ${reason}`,
} as const;

/** 02 §6: the homework's students are limited to those the teacher may see. */
export function visibleHandIns<T extends Pick<HomeworkStudent, 'StudentId'>>(
  students: readonly T[],
  people: readonly { Id: string }[],
): T[] {
  const visible = new Set(people.map((p) => p.Id));
  return students.filter((s) => visible.has(s.StudentId));
}

/** A school day 'YYYY-MM-DD' as the school reads it, DD/MM/YYYY; anything else as it is. */
export function shortDay(day: string | null): string {
  const parts = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return parts ? `${parts[3]}/${parts[2]}/${parts[1]}` : (day ?? '');
}

export const badgeOf = (row: RecorderRow, dueDay: string, today: string): RowBadge =>
  rowBadge({ handedInDay: row.handedInDate, extendedDudeDate: row.extendedDudeDate }, dueDay, today);

/** Dark text on a light tint: each pair passes WCAG AA contrast (4.5:1). */
export const BADGE_STYLES: Record<RowBadge, { color: string; background: string; borderColor: string }> = {
  'Handed In': { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  'Handed In Late': { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' },
  Overdue: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  'Not Yet Handed In': { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
};

export const LEGEND: { badge: RowBadge; meaning: string }[] = [
  { badge: 'Handed In', meaning: 'Handed in on or before the due date.' },
  { badge: 'Handed In Late', meaning: 'Handed in after the due date.' },
  { badge: 'Overdue', meaning: 'Not handed in, more than a day after the due date.' },
  { badge: 'Not Yet Handed In', meaning: 'Not handed in, and not yet overdue.' },
];

/**
 * The hand-in records as a saved UpdateHomeworkStudents leaves them, so the rows change as soon as
 * the service answers (the list is read again behind). A cleared hand-in loses its grade and
 * comment, as the service clears them; a recorded day is the start of that day in the school's zone.
 */
export function afterUpdate(
  students: readonly HomeworkStudent[],
  request: UpdateHomeworkStudentsRequest,
  timeZone: string,
): HomeworkStudent[] {
  const changes = new Map(request.Students.map((s) => [s.StudentId, s]));
  return students.map((student) => {
    const change = changes.get(student.StudentId);
    if (!change) return student;
    if (change.HandedInDate === null) return { ...student, HandedInDate: null, Result: null, Comments: null, Status: 1 };
    return { ...student, HandedInDate: startOfSchoolDay(change.HandedInDate, timeZone), Status: change.status };
  });
}
