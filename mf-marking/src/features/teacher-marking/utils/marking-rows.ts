/**
 * The marking view's student list: the homework's hand-in records joined to the students the
 * teacher may see (02 §6: records of students outside that list are left out), in name order,
 * with the school days the 02 §4 rules compare.
 */
import {
  firstView,
  schoolDateOf,
  studentsInView,
  type HomeworkStudent,
  type MarkingStudent,
  type MarkingView,
  type Student,
} from '@homework/contracts';

export interface MarkingRow extends MarkingStudent {
  /** The hand-in day in the school's zone, or null. */
  handedInDay: string | null;
  yearGroup: string;
  regGroup: string;
  /** The grade or comment is held until Release marks (decision 0037): the server's word for the record. */
  markHeld: boolean;
}

type DayOf = (instant: string | null) => string | null;

/**
 * School days of instants, each instant worked out once: a class's hand-ins share a few dates, and
 * a time-zone conversion per row would cost tens of milliseconds on every change to a large set.
 */
function daysIn(timeZone: string): DayOf {
  const known = new Map<string, string | null>();
  return (instant) => {
    if (!instant) return null;
    if (!known.has(instant)) known.set(instant, schoolDateOf(instant, timeZone));
    return known.get(instant)!;
  };
}

/** One record as the list shows it; `name` is "Surname, Forename" as registers are read. */
export function markingRowOf(record: HomeworkStudent, student: Student, timeZone: string, dayOf: DayOf = daysIn(timeZone)): MarkingRow {
  return {
    studentId: record.StudentId,
    name: `${student.DisplaySurname}, ${student.DisplayForename}`,
    handedInDate: record.HandedInDate,
    handedInDay: dayOf(record.HandedInDate),
    result: record.Result,
    comments: record.Comments,
    extendedDudeDate: dayOf(record.ExtendedDueDate),
    yearGroup: student.CurrentYearGroup,
    regGroup: student.CurrentRegGroup,
    markHeld: record.MarkHeld === true,
  };
}

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function markingRowsOf(records: readonly HomeworkStudent[], students: readonly Student[], timeZone: string): MarkingRow[] {
  const byId = new Map(students.map((student) => [student.Id.toLowerCase(), student]));
  const dayOf = daysIn(timeZone);
  const rows: MarkingRow[] = [];
  for (const record of records) {
    const student = byId.get(record.StudentId.toLowerCase());
    if (student) rows.push(markingRowOf(record, student, timeZone, dayOf));
  }
  // One collator for the whole sort: localeCompare with options builds one per comparison.
  const collator = new Intl.Collator('en-GB', { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(a.name, b.name) || (a.studentId < b.studentId ? -1 : a.studentId > b.studentId ? 1 : 0));
}

/** The records with one student's record replaced (an answer of a marking call, or the old one restored). */
export function withRecord(records: readonly HomeworkStudent[], record: HomeworkStudent): HomeworkStudent[] {
  return records.map((existing) => (sameId(existing.StudentId, record.StudentId) ? record : existing));
}

export const findRecord = (records: readonly HomeworkStudent[], studentId: string) =>
  records.find((record) => sameId(record.StudentId, studentId));

export interface MarkingSelection {
  view: MarkingView;
  studentId: string | null;
}

/** 02 §4 first view: the preselected student (any case of id) in their view, else the first student of the first view with anyone. */
export function initialSelection(rows: readonly MarkingRow[], preselectedId?: string | null): MarkingSelection {
  const preselected = preselectedId ? rows.find((row) => sameId(row.studentId, preselectedId)) : undefined;
  const view = firstView(rows, preselected?.studentId);
  return { view, studentId: preselected?.studentId ?? studentsInView(rows, view)[0]?.studentId ?? null };
}

/** The first student of a view (a tab chosen), or none when it is empty. */
export const selectionOfView = (rows: readonly MarkingRow[], view: MarkingView): MarkingSelection => ({
  view,
  studentId: studentsInView(rows, view)[0]?.studentId ?? null,
});
