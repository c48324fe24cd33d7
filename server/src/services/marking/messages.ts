// The marking service's answers in words a teacher understands (02 §8 'Save failed. {message}'
// shows them as they are).
import { CLEARED_HAND_INS_KEPT_DAYS, IDEMPOTENCY_KEY_HEADER } from '@homework/contracts';
import type { RestoreBar } from './clearance-rules';

export const STUDENT_NOT_ON_HOMEWORK = 'This student is not on this homework.';
export const STUDENT_NOT_FOUND = 'Student not found.';
export const NOT_HANDED_IN = 'This homework has not been handed in by the student yet. Hand it in first.';
export const MARK_EMPTY = 'Enter a grade or a comment to save.';
export const EXTENSION_NOT_AFTER_DUE = "The extended due date must be after the homework's due date.";
export const STUDENT_LISTED_TWICE = 'A student is listed more than once.';
export const DATE_WITHOUT_HAND_IN = 'A student recorded as not handed in (status 1) cannot have a hand-in date.';
export const HAND_IN_WITHOUT_DATE = 'A student recorded as handed in (status 2 or 3) needs a hand-in date.';
export const TIME_RANGE_BACKWARDS = 'The time range end date must not be before its start date.';
export const LINK_REFUSED = 'This file link has expired or is not valid. Open the file again from the marking page.';
export const FILE_NOT_FOUND = 'The file is no longer there: the hand-in may have been cleared.';

export const studentsNotOnHomework = (count: number) =>
  count === 1
    ? 'One of the students is not on this homework, so nothing was saved.'
    : `${count} of the students are not on this homework, so nothing was saved.`;

export const CLEARANCE_GONE = `This clear can no longer be undone: what a clear takes is kept for ${CLEARED_HAND_INS_KEPT_DAYS} days.`;
export const NOT_IN_CLEARANCE = 'This hand-in was not taken by this clear.';

/** Why nothing was restored: `count` of the `of` hand-ins (or marks) asked for are barred. */
export function restoreRefused(bar: Exclude<RestoreBar, 'expired'>, count: number, of: number, kind: 'hand-ins' | 'mark' = 'hand-ins'): string {
  const one = of === 1;
  switch (bar) {
    case 'restored':
      if (kind === 'mark') return 'This grade and comment have already been restored.';
      return one ? 'This hand-in has already been restored.' : 'These hand-ins have already been restored.';
    case 'notOnHomework':
      return one
        ? 'This student is no longer on this homework, so nothing was restored.'
        : `${count} of these ${of} students ${count === 1 ? 'is' : 'are'} no longer on this homework, so nothing was restored.`;
    case 'notHandedIn':
      return "This student's hand-in has been cleared since, so the grade and comment were not restored. Restore the hand-in first.";
    case 'markedAgain':
      return 'This student has been marked again since the clear, so nothing was restored: the new grade and comment are kept.';
    case 'handedInAgain':
      return one
        ? 'This student has handed in again since the clear, so nothing was restored: the new hand-in is kept.'
        : `${count} of these ${of} students ${count === 1 ? 'has' : 'have'} handed in again since the clear, so nothing was restored: the new ${count === 1 ? 'hand-in is' : 'hand-ins are'} kept.`;
  }
}

export const KEY_NOT_VALID = `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 200 letters, digits or punctuation, without spaces.`;
export const KEY_USED_FOR_ANOTHER_CHANGE =
  'This change was not saved: it was sent with the key of an earlier, different change. Reload the page and make the change again.';
export const TOO_MANY_STREAMS = 'Live updates are not available just now: the server is busy. They will start again shortly; your changes are still saved.';
export const STREAM_POSITION_NOT_VALID = "The last event id must be the number of an event this homework's updates sent.";
