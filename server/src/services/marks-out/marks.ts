// Which marks go out and how each reads (decision 0036), as pure functions of what the queries read:
// one row per student per homework, for the spreadsheet and for the OneRoster gradebook alike.
import { markingViewLabels, markingViewOf, rowBadge, type MarkingView, type RowBadge } from '@homework/contracts';

/** One homework as the export names it. Days are school days 'YYYY-MM-DD'. */
export interface ExportHomework {
  id: string;
  title: string;
  subject: string;
  setBy: string;
  setDay: string;
  dueDay: string;
  /** Start of the set and due days, ISO instants (the OneRoster line item's DateTimes). */
  setAt: string;
  dueAt: string;
  /** The term holding the due day, by its sourcedId (or the product's id), when one does. */
  termSourcedId: string | null;
}

/** A class (group) of the school: the product's id, and the sourcedId the school's system knows it by. */
export interface ExportClass {
  id: string;
  name: string;
  sourcedId: string;
}

/** One student's hand-in on one homework, under the class it is exported with (none: chosen one by one). */
export interface ExportHandIn {
  homeworkId: string;
  linkId: string;
  studentSourcedId: string;
  surname: string;
  forename: string;
  yearGroup: string;
  regGroup: string | null;
  handedInDay: string | null;
  extendedDay: string | null;
  result: string | null;
  comments: string | null;
  /** The school day of the hand-in's last change. */
  changedDay: string;
  classId: string | null;
}

export interface MarksExport {
  school: { name: string; sourcedId: string };
  homework: readonly ExportHomework[];
  classes: readonly ExportClass[];
  handIns: readonly ExportHandIn[];
  /** The school's day of the export: what is overdue is reckoned from it. */
  today: string;
}

/** A result that is a plain number is points (OneRoster's score); any other text (a grade) is not. */
const POINTS = /^[+-]?\d+(\.\d+)?$/;
export function pointsOf(result: string | null): number | null {
  const text = result?.trim() ?? '';
  return POINTS.test(text) ? Number(text) : null;
}

/** A blank result or comment (nothing, or only spaces) is not a mark: it goes out empty. */
export const textOf = (value: string | null): string => value?.trim() ?? '';

export interface MarkOut {
  homework: ExportHomework;
  handIn: ExportHandIn;
  className: string;
  view: MarkingView;
  badge: RowBadge;
  dueDay: string;
}

/** Every hand-in with its homework, its status (02 §4) and its row badge, by homework then student. */
export function marksOut(data: MarksExport): MarkOut[] {
  const homework = new Map(data.homework.map((item) => [item.id, item]));
  const classes = new Map(data.classes.map((item) => [item.id, item]));
  const order = new Map(data.homework.map((item, index) => [item.id, index]));
  return data.handIns
    .filter((handIn) => homework.has(handIn.homeworkId))
    .map((handIn, index) => ({ handIn, index }))
    .sort((a, b) => order.get(a.handIn.homeworkId)! - order.get(b.handIn.homeworkId)! || a.index - b.index)
    .map(({ handIn }) => {
      const item = homework.get(handIn.homeworkId)!;
      return {
        homework: item,
        handIn,
        className: (handIn.classId && classes.get(handIn.classId)?.name) || '',
        view: markingViewOf({ handedInDate: handIn.handedInDay, result: handIn.result, comments: handIn.comments }),
        badge: rowBadge({ handedInDay: handIn.handedInDay, extendedDudeDate: handIn.extendedDay }, item.dueDay, data.today),
        dueDay: handIn.extendedDay && handIn.extendedDay > item.dueDay ? handIn.extendedDay : item.dueDay,
      };
    });
}

/** 'YYYY-MM-DD' as the school reads it, DD/MM/YYYY. */
export const ukDay = (day: string | null): string => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');

export const SPREADSHEET_COLUMNS = [
  'Surname', 'Forename', 'Year group', 'Reg group', 'Class', 'Homework', 'Subject', 'Set by', 'Set', 'Due',
  'Due for the student', 'Status', 'Hand-in', 'Handed in', 'Result', 'Comments',
] as const;

/** The spreadsheet's rows: every student of every homework, marked or not; the Status says which. */
export function spreadsheetRows(data: MarksExport): string[][] {
  return marksOut(data).map(({ homework, handIn, className, view, badge, dueDay }) => [
    handIn.surname,
    handIn.forename,
    handIn.yearGroup,
    handIn.regGroup ?? '',
    className,
    homework.title,
    homework.subject,
    homework.setBy,
    ukDay(homework.setDay),
    ukDay(homework.dueDay),
    ukDay(dueDay),
    markingViewLabels[view],
    badge,
    ukDay(handIn.handedInDay),
    textOf(handIn.result),
    textOf(handIn.comments),
  ]);
}
