import { MAX_ROSTER_BUNDLE_BYTES, SCHOOL_DATA_TEXTS, fileNotSupported, type RosterImportAnswer } from '@homework/contracts';
import { CHOOSE_FILE, answerHeading, canImport, notesHeading, fileProblem, problemsAdvice, progressText, removedText, whereOf } from './school-data-rules';

const zip = (name = 'school.zip', size = 10) => {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const answer = (parts: Partial<RosterImportAnswer> = {}): RosterImportAnswer => ({
  DryRun: true,
  Changes: [{ Kind: 'staff', Added: 2, Changed: 0, Removed: 1, RemovedAs: 'left' }],
  Problems: [],
  Notes: [],
  Summary: '',
  ...parts,
});

test('a file is sent only when it is a .zip within the limit', () => {
  expect(fileProblem(null)).toBe(CHOOSE_FILE);
  expect(fileProblem(zip('users.csv'))).toBe(fileNotSupported('users.csv'));
  expect(fileProblem(zip('school.zip', MAX_ROSTER_BUNDLE_BYTES + 1))).toBe(SCHOOL_DATA_TEXTS.tooLarge('school.zip'));
  expect(fileProblem(zip('SCHOOL.ZIP', MAX_ROSTER_BUNDLE_BYTES))).toBeNull();
});

test('Import follows a Check of the same file that found changes and no problem', () => {
  const file = zip();
  expect(canImport(null, file)).toBe(false);
  expect(canImport({ file, answer: answer() }, file)).toBe(true);
  expect(canImport({ file, answer: answer() }, zip())).toBe(false);
  expect(canImport({ file, answer: answer({ Changes: [] }) }, file)).toBe(false);
  expect(canImport({ file, answer: answer({ Problems: [{ File: 'users.csv', Line: 2, Column: 'email', Reason: 'x', FixedIn: 'file' }] }) }, file)).toBe(false);
  expect(canImport({ file, answer: answer({ DryRun: false }) }, file)).toBe(false);
});

test('an answer reads in words', () => {
  expect(removedText(answer().Changes[0])).toBe('1 left');
  expect(whereOf({ File: 'users.csv', Line: 4, Column: 'email', Reason: '', FixedIn: 'file' })).toBe('users.csv, line 4, column email');
  expect(whereOf({ File: 'school.zip', Line: null, Column: null, Reason: '', FixedIn: 'file' })).toBe('school.zip');
  expect(answerHeading(answer())).toBe('What importing this file would change');
  expect(answerHeading(answer({ DryRun: false }))).toBe('Imported: what changed');
  expect(answerHeading(answer({ Changes: [] }))).toBe(SCHOOL_DATA_TEXTS.nothingChanged(true));
  const problem = { File: 'users.csv', Line: 2, Column: 'givenName', Reason: 'a value is required', FixedIn: 'file' as const };
  expect(answerHeading(answer({ Problems: [problem] }))).toBe('A problem in the file: nothing was changed');
  expect(answerHeading(answer({ Problems: [problem, problem] }))).toBe('2 problems in the file: nothing was changed');
});

test.each([
  [['file'], 'A problem in the file: nothing was changed', 'Correct these in your information system, export the file again and check it.'],
  [['suite'], 'A problem: nothing was changed', 'The file is right: what stops it is a record made in the suite, which your information system cannot change. Put it right as the problem says, then check the file again.'],
  [['file', 'suite'], '2 problems: nothing was changed', "Correct the file's problems in your information system and export it again; the others are records made in the suite, put right as each says. Then check the file again."],
] as const)('problems put right in %j: the heading and what to do', (places, heading, advice) => {
  const problems = places.map((FixedIn) => ({ File: 'users.csv', Line: 2, Column: 'grades', Reason: 'x', FixedIn }));
  expect(answerHeading(answer({ Problems: problems }))).toBe(heading);
  expect(problemsAdvice(problems)).toBe(advice);
});

test('the progress line', () => {
  expect(progressText({ step: 'uploading', percent: 40 }, 'school.zip', true)).toBe('Uploading school.zip: 40%');
  expect(progressText({ step: 'reading' }, 'school.zip', true)).toBe('Checking school.zip…');
  expect(progressText({ step: 'reading' }, 'school.zip', false)).toBe('Importing school.zip…');
});

test.each([
  [1, 'Taken with a note'],
  [3, 'Taken with 3 notes'],
])('%i notes are headed %p', (count, heading) => {
  const note = { File: 'classes.csv', Line: 2, Column: 'classType', Reason: '"Scheduled" is taken as "scheduled"', FixedIn: 'file' as const };
  expect(notesHeading(Array.from({ length: count }, () => note))).toBe(heading);
});
