/**
 * Marking (02 §2.2, §2.3, §4, §8, §9): statuses, the first view, neighbours, row badges (with
 * per-student extensions), overview status texts and the inline-viewer limits. Dates are school
 * days 'YYYY-MM-DD' (see school-time.ts), so they compare as text.
 */
import { addDays } from '../school-time';
import { MAX_MARK_COMMENTS_LENGTH, MAX_MARK_RESULT_LENGTH, type HandInStatus, type OverviewStatus } from './codes';
// Type-only: the calls' types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type {
  ClearCountsSchema,
  ClearHandedInAnswerSchema,
  ClearSummarySchema,
  ExtendDueDateSchema,
  HandInSchema,
  MarkingHistoryEntrySchema,
  MarkingRowSchema,
  StudentOverviewQuery,
  MarkingStudentSchema,
  RestoreClearedAnswerSchema,
  RestoreClearedSchema,
  MarkChangedAnswerSchema,
  MarkingEventSchema,
  MarkingEventsQuery,
  MarkingEventsReadySchema,
  SaveHomeworkMarkSchema,
  StudentMarkingEventsReadySchema,
  StudentAttachmentSchema,
  StudentOverviewItemSchema,
  StudentSubmissionSchema,
  UpdateHomeworkStudentsAnswerSchema,
  UpdateHomeworkStudentsSchema,
} from './schemas';


export type MarkingView = 'notHandedIn' | 'handedIn' | 'marked';

export const markingViews: readonly MarkingView[] = ['notHandedIn', 'handedIn', 'marked'];

export const markingViewLabels: Record<MarkingView, string> = {
  notHandedIn: 'Not Handed In',
  handedIn: 'Handed In',
  marked: 'Marked',
};

export const markingEmptyTexts: Record<MarkingView, string> = {
  notHandedIn: 'All homework handed in',
  handedIn: 'No homework to mark',
  marked: 'No homework marked',
};

export const markingMessages = {
  tooLargeToView: 'This file is too large to be viewed online.',
  noAttachments: 'No attachments uploaded by student',
  handedInUpdated: 'Handed In status updated.',
  saveFailed: (serverMessage: string) => `Save failed. ${serverMessage}`,
  waiting: 'Waiting ...',
  loading: 'Loading ...',
  handInDateInFuture: 'The hand-in date cannot be after today.',
  /** Decision 0021: a hand-in before the homework was set (its Available-from day) is refused, in these words. */
  handInDateBeforeSet: (setDay: string) => `The hand-in date cannot be before the homework was set (${setDay.split('-').reverse().join('/')}).`,
  /** 02 §2.2: "A virus-check caution is shown on downloads" (the spec gives no words). */
  downloadCaution: 'Files uploaded by students have not been checked for viruses. Open them only if you trust them.',
  fileNotShown: (fileName: string) => `${fileName} could not be shown. You can download it instead.`,
} as const;

/**
 * How long a clear of hand-ins can be undone (decision 0016): the hand-in dates, marks and submitted
 * files it took are kept this many days, then purged for good (the server purges at start and hourly).
 */
export const CLEARED_HAND_INS_KEPT_DAYS = 30;

/** What a clear takes, or took: hand-ins, marks (a grade or a comment on one of them) and submitted files. */
export type ClearCounts = Static<typeof ClearCountsSchema>;

/** Only rows handed in are cleared; a mark and files count with their hand-in. */
export function clearCountsOf(
  rows: readonly { handedInDate: string | Date | null; result: string | null; comments: string | null; files: number }[],
): ClearCounts {
  const handedIn = rows.filter((row) => !!row.handedInDate);
  return {
    HandIns: handedIn.length,
    Marks: handedIn.filter((row) => filled(row.result) || filled(row.comments)).length,
    Files: handedIn.reduce((sum, row) => sum + row.files, 0),
  };
}

const counted = (count: number, one: string, many: string) => `${count === 0 ? 'no' : count} ${count === 1 ? one : many}`;
const handInsText = (count: number) => counted(count, 'hand-in', 'hand-ins');
const marksText = (count: number) => counted(count, 'mark (grade and comment)', 'marks (grades and comments)');
const filesText = (count: number) => counted(count, 'submitted file', 'submitted files');

/**
 * "3 hand-ins, 2 marks (grades and comments) and 1 submitted file": the hand-ins, then what else there
 * was; a clear of a mark alone (Clear Grade and Comment) took no hand-in and names only the mark.
 */
function clearedText(counts: ClearCounts): string {
  const parts = counts.HandIns === 0 && counts.Marks > 0 ? [] : [handInsText(counts.HandIns)];
  if (counts.Marks > 0) parts.push(marksText(counts.Marks));
  if (counts.Files > 0) parts.push(filesText(counts.Files));
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Clear Handed In's question, in the marking view and the bulk recorder alike, and its Undo. */
export const clearTexts = {
  title: 'Clear Handed In status?',
  counting: 'Counting what this clears ...',
  intro: 'This clears:',
  /** The question's list: exactly what goes, every kind named even when there is none. */
  lines: (counts: ClearCounts) => [handInsText(counts.HandIns), marksText(counts.Marks), filesText(counts.Files)],
  nothing: 'None of these students has a hand-in to clear.',
  kept: `What is cleared is kept for ${CLEARED_HAND_INS_KEPT_DAYS} days: you can undo it straight away, or restore a hand-in from its History in the marking view.`,
  /** The count failed: said, and the teacher may go on, as a clear can be undone. */
  countFailed: (serverMessage: string) =>
    `What this clears could not be counted. ${serverMessage} You can still clear: what is cleared is kept for ${CLEARED_HAND_INS_KEPT_DAYS} days, to undo straight away.`,
  confirm: 'Clear',
  cancel: 'Cancel',
  cleared: (counts: ClearCounts) => `Cleared ${clearedText(counts)}.`,
  undo: 'Undo',
  restore: 'Restore',
  restored: (counts: ClearCounts) => `Restored ${clearedText(counts)}.`,
  restoreFailed: (serverMessage: string) => `Not restored. ${serverMessage}`,
} as const;

/** How much of a comment the question before Clear Grade and Comment quotes. */
export const MARK_EXCERPT_LENGTH = 60;

/** The first `length` characters of a comment, on one line, with an ellipsis when cut. */
export function excerptOf(text: string, length = MARK_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1).trimEnd()}…`;
}

/** Clear Grade and Comment's question, naming the grade and comment by their values, and its Undo (02 §4). */
export const clearMarkTexts = {
  title: 'Clear Grade and Comment?',
  intro: 'This clears:',
  lines: (mark: { result: string | null; comments: string | null }) => [
    filled(mark.result) ? `the grade “${mark.result!.trim()}”` : 'no grade',
    filled(mark.comments) ? `the comment “${excerptOf(mark.comments!)}”` : 'no comment',
  ],
  kept: `What is cleared is kept for ${CLEARED_HAND_INS_KEPT_DAYS} days: you can undo it straight away, or restore it from the History.`,
  confirm: 'Clear',
  cancel: 'Cancel',
  cleared: 'Grade and comment cleared: Marked back to Handed In.',
  restored: 'Grade and comment restored.',
} as const;

/** One student's hand-in row as the marking view sees it. */
export interface MarkingStudent {
  studentId: string;
  name: string;
  handedInDate: string | null;
  result: string | null;
  comments: string | null;
  /** A later due day granted to this student alone (spelt as the overview spells it). */
  extendedDudeDate?: string | null;
}

const filled = (text: string | null | undefined) => !!text && text.trim() !== '';

/** 02 §4: Not Handed In by default, Handed In with a date, Marked once a result or comment exists. */
export function markingViewOf(student: Pick<MarkingStudent, 'handedInDate' | 'result' | 'comments'>): MarkingView {
  if (!student.handedInDate) return 'notHandedIn';
  return filled(student.result) || filled(student.comments) ? 'marked' : 'handedIn';
}

/** 02 §5: Save and Next only with a grade or a comment. */
export const canSaveMark = (result: string, comments: string) => filled(result) || filled(comments);

/** A grade or comment over its limit is refused in these words, never cut (decision 0021), as the homework title is. */
export const markLengthMessages = {
  result: `Grade must be less than or equal to ${MAX_MARK_RESULT_LENGTH} characters.`,
  comments: `Comment must be less than or equal to ${MAX_MARK_COMMENTS_LENGTH} characters.`,
} as const;

/** Each of the grade and comment that is over its limit, with its message; empty when both fit. */
export function markLengthErrors(mark: { result: string; comments: string }): Partial<Record<'result' | 'comments', string>> {
  return {
    ...(mark.result.length > MAX_MARK_RESULT_LENGTH ? { result: markLengthMessages.result } : {}),
    ...(mark.comments.length > MAX_MARK_COMMENTS_LENGTH ? { comments: markLengthMessages.comments } : {}),
  };
}

/** Save and Next, and its shortcut: a grade or a comment, each within its limit. */
export const isMarkSavable = (mark: { result: string; comments: string }) =>
  canSaveMark(mark.result, mark.comments) && Object.keys(markLengthErrors(mark)).length === 0;

export function studentsInView<T extends MarkingStudent>(students: readonly T[], view: MarkingView): T[] {
  return students.filter((student) => markingViewOf(student) === view);
}

/** 02 §4: the preselected student's view, else Handed In, Not Handed In, Marked — the first with anyone. */
export function firstView(students: readonly MarkingStudent[], preselectedId?: string | null): MarkingView {
  const preselected = preselectedId == null ? undefined : students.find((s) => s.studentId === preselectedId);
  if (preselected) return markingViewOf(preselected);
  const order: MarkingView[] = ['handedIn', 'notHandedIn', 'marked'];
  return order.find((view) => studentsInView(students, view).length > 0) ?? 'handedIn';
}

export interface Neighbour {
  view: MarkingView;
  studentId: string;
}

/**
 * 02 §2.2: the previous or next student in the same view; failing that the other direction; failing
 * that the first student of another view (in tab order), or null when nobody else is left.
 */
export function neighbourOf(
  students: readonly MarkingStudent[],
  view: MarkingView,
  currentId: string,
  direction: 'previous' | 'next',
): Neighbour | null {
  const inView = studentsInView(students, view);
  const index = inView.findIndex((s) => s.studentId === currentId);
  const step = direction === 'next' ? 1 : -1;
  const candidates = index < 0 ? [0] : [index + step, index - step];
  for (const at of candidates) {
    const found = inView[at];
    if (found && found.studentId !== currentId) return { view, studentId: found.studentId };
  }
  for (const other of markingViews) {
    if (other === view) continue;
    const first = studentsInView(students, other).find((s) => s.studentId !== currentId);
    if (first) return { view: other, studentId: first.studentId };
  }
  return null;
}

export type RowBadge = 'Handed In' | 'Handed In Late' | 'Overdue' | 'Not Yet Handed In';

/** The day a student's homework is due: their extension when they have one. */
export const dueDayFor = (dueDay: string, extendedDudeDate?: string | null) =>
  extendedDudeDate && extendedDudeDate > dueDay ? extendedDudeDate : dueDay;

/**
 * 02 §4 row badge: on or before the due day Handed In, after it Handed In Late; not handed in is
 * Overdue once more than one day has passed since the due day, otherwise Not Yet Handed In.
 */
export function rowBadge(
  row: { handedInDay: string | null; extendedDudeDate?: string | null },
  dueDay: string,
  today: string,
): RowBadge {
  const due = dueDayFor(dueDay, row.extendedDudeDate);
  if (row.handedInDay) return row.handedInDay <= due ? 'Handed In' : 'Handed In Late';
  return today > addDays(due, 1)! ? 'Overdue' : 'Not Yet Handed In';
}

export function handInStatusOf(row: { handedInDate: string | null; result: string | null }): HandInStatus {
  if (!row.handedInDate) return 1;
  return filled(row.result) ? 3 : 2;
}

/** 02 §4 overview status text for one homework in the student view. */
export function overviewStatus(
  row: { setDay: string | null; dueDay: string; handedInDay: string | null; extendedDudeDate?: string | null },
  today: string,
): OverviewStatus {
  const due = dueDayFor(row.dueDay, row.extendedDudeDate);
  if (row.handedInDay) return row.handedInDay <= due ? 'Handed in' : 'Handed in late';
  if (row.setDay && row.setDay > today) return 'Not set';
  // Overdue as the row badge and the dashboard count it (02 §9): more than one day past due.
  return today > addDays(due, 1)! ? 'Overdue' : 'Set (due)';
}

/**
 * Why a hand-in date is refused, or null when it may be recorded: 02 §5, never after today; and
 * (decision 0021) never before the homework was set, its Available-from day, when that is known.
 */
export function handInDateRefusal(day: string, { setDay, today }: { setDay: string | null; today: string }): string | null {
  if (day > today) return markingMessages.handInDateInFuture;
  if (setDay && day < setDay) return markingMessages.handInDateBeforeSet(setDay);
  return null;
}

/** 02 §9 inline viewer limits, bytes: Word and PowerPoint under 10 MB, Excel under 5 MB. */
export const viewerLimits = { word: 10485760, powerpoint: 10485760, excel: 5242880 } as const;

export type ViewerKind = 'pdf' | 'docx' | 'doc' | 'pptx' | 'xlsx' | 'audio' | 'image' | 'none';

const viewerByExtension: Record<string, ViewerKind> = {
  pdf: 'pdf', docx: 'docx', doc: 'doc', pptx: 'pptx', xlsx: 'xlsx', mp3: 'audio',
  png: 'image', jpg: 'image', jpeg: 'image', gif: 'image',
};

export function viewerFor(fileName: string): ViewerKind {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') ? viewerByExtension[extension] ?? 'none' : 'none';
}

/** True when the file may be shown inline; oversize Word, PowerPoint and Excel are offered as downloads. */
export function isViewableSize(kind: ViewerKind, size: number): boolean {
  if (kind === 'docx' || kind === 'doc') return size < viewerLimits.word;
  if (kind === 'pptx') return size < viewerLimits.powerpoint;
  if (kind === 'xlsx') return size < viewerLimits.excel;
  return true;
}

/** The marking view's list of students is this many pixels high, then scrolls (02 §9: 'Teacher list height 630'). */
export const MARKING_STUDENT_LIST_HEIGHT = 630;

/** UrlWithSasToken: an absolute URL, valid for a few minutes, for this user only. */
export type StudentAttachment = Static<typeof StudentAttachmentSchema>;

/** GET GetStudentSubmission/{homeworkId}/{studentId}. */
export type StudentSubmission = Static<typeof StudentSubmissionSchema>;

/** POST UpdateHomeworkStudents: every student in one transaction, all or nothing. */
export type UpdateHomeworkStudentsRequest = Static<typeof UpdateHomeworkStudentsSchema>;

/** POST HandInHomework: HandedInDate defaults to today in the school's zone. */
export type HandInRequest = Static<typeof HandInSchema>;

/** One student's hand-in record as a change answers it. */
export type MarkingRow = Static<typeof MarkingRowSchema>;

/** The student view's query: a student and the days of the range (YYYY-MM-DD, both included). */
export type StudentOverviewRequest = Static<typeof StudentOverviewQuery>;

/** POST ClearHandedIn and ClearHomeworkMark. */
export type MarkingStudentRequest = Static<typeof MarkingStudentSchema>;

/** POST UpdateHomeworkStudents' answer: the clear it made, if any, for Undo (ClearanceId null when nothing was cleared). */
export type UpdateHomeworkStudentsAnswer = Static<typeof UpdateHomeworkStudentsAnswerSchema>;

/** POST ClearHandedIn's and ClearHomeworkMark's answer: the student's row, and the clear for Undo (null when nothing was cleared). */
export type ClearHandedInAnswer = Static<typeof ClearHandedInAnswerSchema>;

/** POST GetClearHandedInSummary: what clearing these students' hand-ins would take. */
export type ClearSummaryRequest = Static<typeof ClearSummarySchema>;

/** POST RestoreClearedHandIns: every student of the clear not yet restored, or only `StudentIds`. */
export type RestoreClearedRequest = Static<typeof RestoreClearedSchema>;

export type RestoreClearedAnswer = Static<typeof RestoreClearedAnswerSchema>;

/** POST SaveHomeworkMark. */
export type SaveHomeworkMarkRequest = Static<typeof SaveHomeworkMarkSchema>;

/** SaveHomeworkMark's 409 (decision 0020): the mark saved since the screen read it, and the one refused. */
export type MarkChangedAnswer = Static<typeof MarkChangedAnswerSchema>;

/** Whether an answer is SaveHomeworkMark's 409 with both marks. */
export const isMarkChangedAnswer = (body: unknown): body is MarkChangedAnswer =>
  typeof body === 'object' && body !== null && 'Theirs' in body && 'Mine' in body;

/**
 * A save over a grade and comment changed since the teacher's screen read them asks which to keep
 * (decision 0020, the homework edit's guard for marks): nothing is replaced, or mailed, unasked.
 */
export const markChangedTexts = {
  refused: 'This grade and comment were changed since you opened them (by someone else, or in another tab), so yours were not saved.',
  title: 'This grade and comment have changed',
  body: (studentName: string, changedBy: string | null) =>
    `${changedBy ?? 'Someone'} saved a grade and comment for ${studentName} after you opened them (perhaps in another tab). Which do you want to keep?`,
  theirs: (changedBy: string | null) => (changedBy ? `Saved by ${changedBy}` : 'Saved by someone else'),
  mine: 'Yours, not saved',
  keepTheirs: 'Keep theirs',
  keepMine: 'Save mine',
  keptTheirs: 'Their grade and comment are kept; yours were not saved.',
} as const;

/** POST ExtendDueDate: a later due day for one student; null removes the extension. */
export type ExtendDueDateRequest = Static<typeof ExtendDueDateSchema>;

/**
 * One audited change to a student's hand-in, mark, comment or extension, newest first. ClearanceId:
 * the clear that made or undid it; Change: 'Cleared' by a clear, 'Restored' by its undo, else null;
 * CanRestore: on a clear's hand-in entry, the hand-in can still be restored from it.
 */
export type MarkingHistoryEntry = Static<typeof MarkingHistoryEntrySchema>;

/** GET GetStudentHomeworkOverview/?studentId&timeRangeStartDate&timeRangeEndDate (02 §3). */
export type StudentHomeworkOverviewItem = Static<typeof StudentOverviewItemSchema>;

/** One marking change on the live stream (GET MarkingEvents/{homeworkId}, decision 0030). */
export type MarkingEvent = Static<typeof MarkingEventSchema>;

/** The stream's `ready` event, once what the reader missed is replayed. */
export type MarkingEventsReady = Static<typeof MarkingEventsReadySchema>;

/** The `ready` event of a student's stream (GET StudentMarkingEvents/{studentId}). */
export type StudentMarkingEventsReady = Static<typeof StudentMarkingEventsReadySchema>;

/** GET MarkingEvents/{homeworkId}?after: the last event id read, when the Last-Event-ID header cannot carry it. */
export type MarkingEventsRequest = Static<typeof MarkingEventsQuery>;
