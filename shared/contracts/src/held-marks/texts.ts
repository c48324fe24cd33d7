// Every word of marks held, then released together (decision 0037), the form's, the marking view's and
// the server's, in one place (UK English).
import type { HeldMarks, ReleaseMarksAnswer } from './rules';

const students = (count: number) => (count === 1 ? '1 student' : `${count} students`);

/** Who Release marks mails, said in its question and in Edit's when the choice is turned off. */
function whoIsMailed(held: HeldMarks): string {
  if (!held.MailOn) return 'Your school does not send homework-marked emails, so no email goes.';
  const missed = held.NoAddress === 1 ? '1 student has no email address.' : `${held.NoAddress} students have no email address.`;
  if (held.Mailed === 0) return `No email goes: ${missed}`;
  const mailed = held.Mailed === 1 ? '1 student gets the homework-marked email.' : `${held.Mailed} students get the homework-marked email, one each.`;
  return `${mailed}${held.NoAddress === 0 ? '' : ` ${missed}`}`;
}

const CANNOT_UNDO = 'This cannot be undone: students see their marks at once, and an email sent cannot be called back.';

export const heldMarksTexts = {
  /** The form's choice (01 §2's Create and Edit). */
  choice: 'Release marks together',
  choiceHelp: 'Grades and comments are kept as drafts that only teachers see, and no homework-marked email goes, until you choose Release marks in Marking.',
  /** Beside a held mark, in the marking view's list and student panel. */
  notReleased: 'Not released',
  notReleasedHelp: 'Only teachers see this mark until it is released.',
  release: 'Release marks',
  releaseNothing: 'No marks are waiting to be released.',
  releaseQuestion: {
    title: (held: HeldMarks) => `Release marks for ${students(held.Students)}?`,
    body: (held: HeldMarks) => `${students(held.Students)} will see their grade and comment. ${whoIsMailed(held)}`,
    ok: 'Release marks',
    cancel: 'Cancel',
  },
  released: (answer: ReleaseMarksAnswer) =>
    answer.Released === 0
      ? 'These marks were already released: nothing more was sent.'
      : `Marks released for ${students(answer.Released)}.${answer.Mailed === 0 ? '' : answer.Mailed === 1 ? ' 1 email is on its way.' : ` ${answer.Mailed} emails are on their way.`}`,
  releaseFailed: (message: string) => `The marks were not released: ${message}`,
  /** Said beside Edit's question when the choice is turned off while marks are held: saving releases them (decision 0037). */
  turnOff: (held: HeldMarks) =>
    `Release marks together is now off: saving releases the held marks of ${students(held.Students)}, who will see their grade and comment. ${whoIsMailed(held)}`,
  cannotUndo: CANNOT_UNDO,
};

