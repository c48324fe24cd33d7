// The School data page's rules, pure: which file may be sent, when Import may follow a Check, and
// how the answer reads (counts per kind, where a problem is).
import {
  MAX_ROSTER_BUNDLE_BYTES,
  ROSTER_BUNDLE_FILE_TYPES,
  SCHOOL_DATA_TEXTS,
  fileNotSupported,
  isAllowedFileType,
  type RosterChange,
  type RosterImportAnswer,
  type RosterProblem,
} from '@homework/contracts';

export const CHOOSE_FILE = "Choose the .zip file your school's information system exported.";

/** Why this file is not sent (checked here, so a file the server would refuse is never uploaded). */
export function fileProblem(file: File | null): string | null {
  if (!file) return CHOOSE_FILE;
  if (!isAllowedFileType(file.name, ROSTER_BUNDLE_FILE_TYPES)) return fileNotSupported(file.name);
  if (file.size > MAX_ROSTER_BUNDLE_BYTES) return SCHOOL_DATA_TEXTS.tooLarge(file.name);
  return null;
}

/** Import follows a Check of the same file that found changes and no problem. */
export function canImport(checked: { file: File; answer: RosterImportAnswer } | null, file: File | null): boolean {
  return !!checked && checked.file === file && checked.answer.DryRun && checked.answer.Problems.length === 0 && checked.answer.Changes.length > 0;
}

/** '3 left' for people, '2 removed' for the rest: people are never deleted. */
export const removedText = (change: RosterChange) => `${change.Removed} ${change.RemovedAs}`;

/** A problem's place as a sentence part: 'users.csv, line 4, column email'. */
export function whereOf(problem: RosterProblem): string {
  return [problem.File, problem.Line === null ? '' : `line ${problem.Line}`, problem.Column === null ? '' : `column ${problem.Column}`].filter(Boolean).join(', ');
}

/**
 * What to do about the problems, by where each is put right: the file's in the information system;
 * a clash with a record made in the suite in the suite, since the information system cannot change it.
 */
export function problemsAdvice(problems: readonly RosterProblem[]): string {
  const inSuite = problems.filter((problem) => problem.FixedIn === 'suite').length;
  if (inSuite === 0) return 'Correct these in your information system, export the file again and check it.';
  if (inSuite === problems.length) return 'The file is right: what stops it is a record made in the suite, which your information system cannot change. Put it right as the problem says, then check the file again.';
  return 'Correct the file\'s problems in your information system and export it again; the others are records made in the suite, put right as each says. Then check the file again.';
}

/** The heading over the notes: what the import took other than as written, or left unread. */
export const notesHeading = (notes: readonly RosterProblem[]) => (notes.length === 1 ? 'Taken with a note' : `Taken with ${notes.length} notes`);

/** The heading over an answer. */
export function answerHeading(answer: RosterImportAnswer): string {
  const count = answer.Problems.length;
  const inFile = answer.Problems.every((problem) => problem.FixedIn === 'file');
  if (count) return `${count === 1 ? 'A problem' : `${count} problems`}${inFile ? ' in the file' : ''}: nothing was changed`;
  if (!answer.Changes.length) return SCHOOL_DATA_TEXTS.nothingChanged(answer.DryRun);
  return answer.DryRun ? 'What importing this file would change' : 'Imported: what changed';
}

export type UploadPhase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'reading' } | { step: 'done' };

/** What the progress line says, read out as it changes. */
export function progressText(phase: UploadPhase, fileName: string, dryRun: boolean): string {
  if (phase.step === 'uploading') return `Uploading ${fileName}: ${phase.percent}%`;
  if (phase.step === 'reading') return dryRun ? `Checking ${fileName}…` : `Importing ${fileName}…`;
  return '';
}
