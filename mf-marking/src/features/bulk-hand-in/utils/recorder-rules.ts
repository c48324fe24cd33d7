/**
 * The bulk hand-in recorder's rules (02 §2.3, §4): the Show filter, the two sort orders, select-all
 * over what is shown, and the one UpdateHomeworkStudents body for the chosen students — or none
 * when nobody is chosen, so nothing is sent.
 */
import {
  handInStatusOf,
  schoolDateOf,
  type HandInStatus,
  type Language,
  type HomeworkStudent,
  type Student,
  type UpdateHomeworkStudentsRequest,
} from '@homework/contracts';
import { markingText, type MarkingKey } from '../../../messages';

export interface RecorderRow {
  studentId: string;
  name: string;
  /** School day 'YYYY-MM-DD' or null. */
  handedInDate: string | null;
  result: string | null;
  extendedDudeDate?: string | null;
}

/**
 * GetHomeworkStudents' rows with the students' display names, "Surname, Forename" as registers are
 * read (and sorted); the hand-in instant and the extension become the school days the badges compare.
 */
export function recorderRowsOf(
  students: readonly HomeworkStudent[],
  people: readonly Pick<Student, 'Id' | 'DisplayForename' | 'DisplaySurname'>[],
  timeZone: string,
  language: Language = 'en',
): RecorderRow[] {
  // The name shown for a student the school's list no longer has (left the school since).
  const unknown = markingText.format('bulk.unknown', undefined, language);
  const names = new Map(people.map((p) => [p.Id, `${p.DisplaySurname}, ${p.DisplayForename}`]));
  return students.map((s) => ({
    studentId: s.StudentId,
    name: names.get(s.StudentId) || unknown,
    handedInDate: s.HandedInDate ? schoolDateOf(s.HandedInDate, timeZone) : null,
    result: s.Result,
    extendedDudeDate: s.ExtendedDueDate ? schoolDateOf(s.ExtendedDueDate, timeZone) : null,
  }));
}

export type ShowFilter = 'notHandedIn' | 'handedIn';
export const SHOW_LABELS = { notHandedIn: 'view.notHandedIn', handedIn: 'view.handedIn' } as const satisfies Record<ShowFilter, MarkingKey>;

export type RecorderSort = 'status' | 'name';
export const SORT_LABELS = { status: 'bulk.sortStatus', name: 'bulk.sortName' } as const satisfies Record<RecorderSort, MarkingKey>;

const byName = (a: RecorderRow, b: RecorderRow) =>
  a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' }) || a.studentId.localeCompare(b.studentId);

export function shownRows(rows: readonly RecorderRow[], show: ShowFilter, sort: RecorderSort): RecorderRow[] {
  const wanted = rows.filter((row) => (handInStatusOf(row) === 1) === (show === 'notHandedIn'));
  const order =
    sort === 'name' ? byName : (a: RecorderRow, b: RecorderRow) => handInStatusOf(a) - handInStatusOf(b) || byName(a, b);
  return wanted.sort(order);
}

/** Select-all is ticked when every shown row is chosen, half-ticked when some are. */
export function selectAllState(shown: readonly RecorderRow[], selected: ReadonlySet<string>) {
  const chosen = shown.filter((row) => selected.has(row.studentId)).length;
  return { checked: shown.length > 0 && chosen === shown.length, indeterminate: chosen > 0 && chosen < shown.length };
}

/** Ticking select-all chooses every shown row; unticking it lets them all go (others stay as they were). */
export function toggleAll(shown: readonly RecorderRow[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const all = selectAllState(shown, selected).checked;
  for (const row of shown) {
    if (all) next.delete(row.studentId);
    else next.add(row.studentId);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, studentId: string): Set<string> {
  const next = new Set(selected);
  if (next.has(studentId)) next.delete(studentId);
  else next.add(studentId);
  return next;
}

/**
 * The request for Record as Handed In (with the chosen day) or Clear Handed In Status (day null),
 * covering only chosen students that are still shown; null when there is nobody to send.
 */
export function updateRequestFor(
  homeworkId: string,
  shown: readonly RecorderRow[],
  selected: ReadonlySet<string>,
  handedInDate: string | null,
): UpdateHomeworkStudentsRequest | null {
  const students = shown
    .filter((row) => selected.has(row.studentId))
    .map((row) => {
      const status: HandInStatus = handedInDate === null ? 1 : handInStatusOf({ handedInDate, result: row.result });
      return { StudentId: row.studentId, HandedInDate: handedInDate, status };
    });
  return students.length === 0 ? null : { Id: homeworkId, Students: students };
}

/** The chosen students already handed in on another day: recording `day` would change their dates. */
export function datesChangedBy(shown: readonly RecorderRow[], selected: ReadonlySet<string>, day: string): RecorderRow[] {
  return shown.filter((row) => selected.has(row.studentId) && row.handedInDate !== null && row.handedInDate !== day);
}

/**
 * The request that puts the chosen students back as they were before a record: each on their own
 * earlier day, or not handed in (which the service keeps as a clear, itself restorable).
 */
export function restoreRequestFor(homeworkId: string, shown: readonly RecorderRow[], selected: ReadonlySet<string>): UpdateHomeworkStudentsRequest | null {
  const students = shown
    .filter((row) => selected.has(row.studentId))
    .map((row) => ({
      StudentId: row.studentId,
      HandedInDate: row.handedInDate,
      status: row.handedInDate === null ? 1 : handInStatusOf({ handedInDate: row.handedInDate, result: row.result }),
    }));
  return students.length === 0 ? null : { Id: homeworkId, Students: students };
}
