// Schemas of the School data routes (decision 0025): the import's answer and the invitations'. The
// types of ../school-data.ts come from these (Static<>), so a field is written once.
import { Answer, ListOf, Nullable, OneOf, Type } from '../schema-builders';

export const RosterChangeSchema = Answer({
  Kind: Type.String({ description: "'staff', 'group memberships', … as `npm run import` prints them" }),
  Added: Type.Integer(),
  Changed: Type.Integer(),
  Removed: Type.Integer(),
  /** People are marked as left, never deleted. */
  RemovedAs: OneOf(['removed', 'left'] as const),
});

export const RosterProblemSchema = Answer({
  File: Type.String({ description: 'the bundle, or one of its files' }),
  Line: Nullable(Type.Integer({ description: 'the line of the file, 1 for its header' })),
  Column: Nullable(Type.String()),
  Reason: Type.String(),
  /** Where it is put right: 'file' in the school's information system, then exported again; 'suite' a record made in the suite, which the information system cannot change. */
  FixedIn: OneOf(['file', 'suite'] as const),
});

export const RosterImportAnswerSchema = Answer({
  DryRun: Type.Boolean(),
  /** The kinds with a change; empty when nothing changed or there were problems. */
  Changes: ListOf(RosterChangeSchema),
  /** When any, nothing was changed. */
  Problems: ListOf(RosterProblemSchema),
  /** What was taken other than as written (a value in another letter case) or left unread (extension columns); FixedIn is 'file'. */
  Notes: ListOf(RosterProblemSchema),
  /** The whole answer in the words `npm run import` prints. */
  Summary: Type.String(),
});

export const RosterImportQuerySchema = Type.Object({
  /** Check only: report what would change and write nothing. */
  dryRun: Type.Optional(Type.Boolean({ description: 'check only' })),
});

export const InvitationsAnswerSchema = Answer({
  /** Asked (GET): staff who would get a mail now. Sent (POST): staff who got one. */
  Count: Type.Integer(),
  /** Staff without a password and without an e-mail address to invite them at, by name. */
  WithoutEmail: ListOf(Type.String()),
});
