// What is wrong with a bundle, in words, where it is: the import changes nothing while there is one.

export interface Problem {
  /** The bundle, or one of its files (`users.csv`). */
  file: string;
  /** 1 for a CSV file's header; null for the file or bundle as a whole. */
  line: number | null;
  column: string | null;
  reason: string;
  /** 'suite': the bundle is right, and what stops it is a record made in the suite, which the school's information system cannot change. */
  fixedIn?: 'suite';
  /** The database's own words, for the operator's log and the command's output, never the page's. */
  detail?: string;
}

export const problemAt = (file: string, line: number | null, column: string | null, reason: string): Problem => ({ file, line, column, reason });

/** One line each, `users.csv line 4, column email: …`. */
export function describeProblem({ file, line, column, reason }: Problem): string {
  const where = [file, line === null ? '' : `line ${line}`, column === null ? '' : `column ${column}`].filter(Boolean).join(', ');
  return `${where}: ${reason}`;
}

/** Every reason the import gives, so a test and the words shown are the same fact. */
export const REASONS = {
  notFound: 'there is no such file or folder',
  notZip: (detail: string) => `is not a readable zip file (${detail})`,
  tooLarge: (bytes: number, limit: number) => `is ${megabytes(bytes)}, more than the ${megabytes(limit)} a bundle may be`,
  fileTooLarge: (bytes: number, limit: number) => `unpacks to ${megabytes(bytes)}, more than the ${megabytes(limit)} a file of the bundle may be`,
  bundleTooLarge: (limit: number) => `unpacks to more than the ${megabytes(limit)} a whole bundle may be`,
  sizeMismatch: 'unpacks to more bytes than the zip declares for it, so it is refused as a possible zip bomb',
  twice: 'is in the bundle twice',
  notCsv: (detail: string) => `is not a readable CSV file (${detail})`,
  missingFile: 'is needed, and the bundle has no such file',
  missingColumn: 'the column is missing from the header',
  emptyFile: 'has no header line',
  required: 'a value is required',
  manifestVersion: (found: string) => `must be 1.0, not "${found}"`,
  onerosterVersion: (found: string) => `must be 1.2 (or 1.1), not "${found}"`,
  fileMode: (found: string) => `must be bulk, absent or delta, not "${found}"`,
  notBulk: 'must be bulk: this import needs the whole of this file',
  manifestSaysAbsent: 'the manifest says this file is absent, but the bundle has it',
  notInBundle: 'the manifest says bulk, but the bundle has no such file',
  duplicateId: (line: number) => `this sourcedId is already on line ${line}`,
  badDate: (value: string) => `"${value}" is not a date as YYYY-MM-DD`,
  badDateTime: (value: string) => `"${value}" is not a date and time (ISO 8601)`,
  endBeforeStart: 'the end date is before the start date',
  notOneOf: (value: string, allowed: readonly string[]) => `"${value}" is not one of ${allowed.join(', ')}`,
  unknown: (what: string, id: string) => `there is no ${what} with sourcedId "${id}"`,
  deleted: (what: string, id: string) => `the ${what} "${id}" is marked tobedeleted in this bundle`,
  notSchool: (id: string) => `the org "${id}" is not a school`,
  otherSchool: (school: string) => `the class belongs to the school "${school}"`,
  notStudentAt: (user: string, school: string) => `the user "${user}" has no student role at the school "${school}"`,
  databaseRefused: 'the database refused the change, so nothing was written; check the file again, and if this stays, tell whoever runs the suite for your school: their log has the reason',
  suiteGroup: (kind: string, name: string) =>
    `the school already has a ${kind} "${name}" that was made in the suite, not by an import, so the file's "${name}" cannot be added beside it. Your information system cannot change the suite's ${kind}: ask whoever runs the suite for your school to rename it (its homework and members stay with it), then check the file again`,
  suiteSubject: (code: string) =>
    `the school already has a subject with the code "${code}" that was made in the suite, not by an import, so the file's subject "${code}" cannot be added beside it. Your information system cannot change the suite's subject: ask whoever runs the suite for your school to change its code, then check the file again`,
  termWithoutYear: 'the term needs a school year: a parentSourcedId of type schoolYear, a schoolYear session containing its dates, or the year in its schoolYear column',
  deltaUnknown: (id: string) => `there is no row with sourcedId "${id}" in the bundle imported before, so it cannot be deleted`,
  deltaOlder: (modified: string, before: string) => `this row was last changed at ${modified}, before the one imported already (${before})`,
  deltaWithoutBase: 'is delta, and no whole bundle of this school was imported before to apply it to: import a bulk bundle first',
  deltaSeveralBases: 'is delta, and its schools were imported from different bundles: send a delta for each of them',
  asImportedBefore: (file: string) => `${file} as imported before`,
  otherCase: (value: string, standard: string) => `"${value}" is taken as "${standard}"`,
  extensionColumn: 'an extension column, which this import does not read',
  sameGroupName: (line: number) => `another class of the same school has this title (line ${line})`,
} as const;

/** A kind of group the import writes, as a problem names it. */
export const GROUP_KIND_WORDS: Record<string, string> = { year: 'year group', registration: 'registration group', subjectClass: 'class' };

function megabytes(bytes: number): string {
  return bytes >= 1024 ** 3 ? `${(bytes / 1024 ** 3).toFixed(1)} GB` : `${Math.ceil(bytes / 1024 ** 2)} MB`;
}
