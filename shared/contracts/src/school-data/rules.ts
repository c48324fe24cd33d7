// The school administrator's School data page (decision 0025): the school's people and classes from a
// OneRoster bundle uploaded, checked and imported, and invitations to staff who have no password.
// Limits, answer types and the words both the server and the page use, defined once (paths.ts: the calls).
// Type-only: the answer types come from the server's schemas, and typebox stays out of the pages.
import type { Static } from 'typebox';
import type { InvitationsAnswerSchema, RosterChangeSchema, RosterImportAnswerSchema, RosterProblemSchema } from './schemas';

/** A bundle: the zip as uploaded, and everything it unpacks to (the import's own limit). */
export const MAX_ROSTER_BUNDLE_BYTES = 250 * 1024 ** 2;
export const ROSTER_BUNDLE_FILE_TYPES = ['.zip'] as const;
/** The upload and the import after it: a 2,000-student school imports in under 30 s (docs/benchmarks.md). */
export const ROSTER_IMPORT_TIMEOUT_MS = 600_000;

/** One kind of row and what the import did (or, checked, would do) to it. */
export type RosterChange = Static<typeof RosterChangeSchema>;
/** What is wrong with the bundle, where: a file, its line (1 is the header) and column when known. */
export type RosterProblem = Static<typeof RosterProblemSchema>;
export type RosterImportAnswer = Static<typeof RosterImportAnswerSchema>;
export type InvitationsAnswer = Static<typeof InvitationsAnswerSchema>;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const SCHOOL_DATA_TEXTS = {
  tooLarge: (file: string) => `${file} is larger than ${MAX_ROSTER_BUNDLE_BYTES / 1024 ** 2} MB, the most a school's data file may be.`,
  otherSchool: (bundleSchool: string, yours: string) =>
    `This file is for ${bundleSchool}, not ${yours}, so nothing was imported. Export the file for ${yours} from your school's information system.`,
  schoolCount: (count: number, yours: string) =>
    count === 0
      ? `This file names no school (orgs.csv has no org of type school), so nothing was imported. Export the file for ${yours} from your school's information system.`
      : `This file holds ${count} schools, so nothing was imported. Here you can import only ${yours}: export the file for your school alone.`,
  /** The bundle could not be read at all (not a zip, a possible zip bomb, too large unpacked). */
  unreadable: (problem: string) => `This file could not be read as a school's data, so nothing was imported: ${problem}.`,
  nothingChanged: (dryRun: boolean) => (dryRun ? 'Nothing would change: the school already matches this file.' : 'Nothing changed: the school already matched this file.'),
  willInvite: (count: number) => `${plural(count, 'member', 'members')} of staff will get an invitation mail.`,
  invited: (count: number) => `Invitations sent: ${plural(count, 'member', 'members')} of staff will get a mail with a link to set a password.`,
  noneToInvite: 'There is nobody to invite: all staff have a password, or a link still waiting to be used.',
  withoutEmail: (names: readonly string[]) => `Not invited, as they have no e-mail address: ${names.join(', ')}.`,
} as const;
