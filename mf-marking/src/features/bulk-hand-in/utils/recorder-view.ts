/**
 * What the recorder page shows beside the rules (its texts are the catalogue's): the students it lists
 * (02 §6), each row's badge (02 §4, extension aware) and the status legend.
 */
import { rowBadge, startOfSchoolDay, type HomeworkStudent, type RowBadge, type UpdateHomeworkStudentsRequest } from '@homework/contracts';
import type { RecorderRow } from './recorder-rules';
import type { MarkingKey } from '../../../messages';

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

/** Each badge and its meaning's message. */
export const LEGEND: { badge: RowBadge; meaning: MarkingKey }[] = [
  { badge: 'Handed In', meaning: 'bulk.meansHandedIn' },
  { badge: 'Handed In Late', meaning: 'bulk.meansLate' },
  { badge: 'Overdue', meaning: 'bulk.meansOverdue' },
  { badge: 'Not Yet Handed In', meaning: 'bulk.meansNotYet' },
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
