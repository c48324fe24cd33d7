// The School data page's rules, pure: which file may be sent, when Import may follow a Check, and
// how the answer reads (counts per kind, where a problem is), in the language asked for (decision 0040).
import {
  MAX_ROSTER_BUNDLE_BYTES,
  ROSTER_BUNDLE_FILE_TYPES,
  isAllowedFileType,
  type Language,
  type RosterChange,
  type RosterImportAnswer,
  type RosterProblem,
} from '@homework/contracts';
import { schoolDataMessages } from './messages';

const say = schoolDataMessages.format;

/** Asked of a Check with no file chosen (in English, the words the journeys look for). */
export const CHOOSE_FILE = say('file.choose', undefined, 'en');

/** Why this file is not sent (checked here, so a file the server would refuse is never uploaded). */
export function fileProblem(file: File | null, language: Language = 'en'): string | null {
  if (!file) return say('file.choose', undefined, language);
  if (!isAllowedFileType(file.name, ROSTER_BUNDLE_FILE_TYPES)) return say('file.notSupported', { file: file.name }, language);
  if (file.size > MAX_ROSTER_BUNDLE_BYTES) return say('file.tooLarge', { file: file.name, mb: MAX_ROSTER_BUNDLE_BYTES / 1024 ** 2 }, language);
  return null;
}

/** Import follows a Check of the same file that found changes and no problem. */
export function canImport(checked: { file: File; answer: RosterImportAnswer } | null, file: File | null): boolean {
  return !!checked && checked.file === file && checked.answer.DryRun && checked.answer.Problems.length === 0 && checked.answer.Changes.length > 0;
}

/** '3 left' for people, '2 removed' for the rest: people are never deleted. */
export const removedText = (change: RosterChange, language: Language = 'en') => say('answer.removed', { count: change.Removed, as: change.RemovedAs }, language);

/** A problem's place as a sentence part: 'users.csv, line 4, column email'. */
export function whereOf(problem: RosterProblem, language: Language = 'en'): string {
  return [
    problem.File,
    problem.Line === null ? '' : say('answer.line', { line: problem.Line }, language),
    problem.Column === null ? '' : say('answer.column', { column: problem.Column }, language),
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * What to do about the problems, by where each is put right: the file's in the information system;
 * a clash with a record made in the suite in the suite, since the information system cannot change it.
 */
export function problemsAdvice(problems: readonly RosterProblem[], language: Language = 'en'): string {
  const inSuite = problems.filter((problem) => problem.FixedIn === 'suite').length;
  if (inSuite === 0) return say('answer.fixFile', undefined, language);
  if (inSuite === problems.length) return say('answer.fixSuite', undefined, language);
  return say('answer.fixBoth', undefined, language);
}

/** The heading over the notes: what the import took other than as written, or left unread. */
export const notesHeading = (notes: readonly RosterProblem[], language: Language = 'en') => say('answer.notes', { count: notes.length }, language);

/** The heading over an answer. */
export function answerHeading(answer: RosterImportAnswer, language: Language = 'en'): string {
  const count = answer.Problems.length;
  const inFile = answer.Problems.every((problem) => problem.FixedIn === 'file');
  if (count) return say(inFile ? 'answer.problemsInFile' : 'answer.problems', { count }, language);
  if (!answer.Changes.length) return say(answer.DryRun ? 'answer.nothingWould' : 'answer.nothingDid', undefined, language);
  return say(answer.DryRun ? 'answer.would' : 'answer.did', undefined, language);
}

export type UploadPhase = { step: 'idle' } | { step: 'uploading'; percent: number } | { step: 'reading' } | { step: 'done' };

/** What the progress line says, read out as it changes. */
export function progressText(phase: UploadPhase, fileName: string, dryRun: boolean, language: Language = 'en'): string {
  if (phase.step === 'uploading') return say('progress.uploading', { file: fileName, percent: phase.percent }, language);
  if (phase.step === 'reading') return say(dryRun ? 'progress.checking' : 'progress.importing', { file: fileName }, language);
  return '';
}
