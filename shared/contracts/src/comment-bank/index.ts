// The comment bank (decision 0035) as the package's root entry holds it: its codes, its calls and
// their types, which the server's route table and every remote may need. Its rules and texts are the
// `@homework/contracts/comment-bank` entry (./entry.ts): a shared module of its own, so they load
// with the bank, not with every first screen.
export * from './codes';
export * from './endpoints';
export type * from './rules';
