// The mark schemes (decision 0039) as the package's root entry holds them: their codes, calls and
// types, which the server's route table and every remote may need. Their rules and texts are the
// `@homework/contracts/mark-schemes` entry (./entry.ts): a shared module of its own, so they load with
// the marking view's scheme panel and the forms' editor, not with every first screen.
export * from './codes';
export * from './endpoints';
export type * from './rules';
