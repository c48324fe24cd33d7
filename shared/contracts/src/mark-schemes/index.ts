// The mark schemes (decision 0039) as the package's root entry holds them: their types only. Their
// calls, codes, rules and texts are the `@homework/contracts/mark-schemes` entry (./entry.ts): a shared
// module of its own, so they load with the marking view's scheme read and the forms, not with every
// first screen (All Homework's is at its ceiling).
export type * from './codes';
export type * from './rules';
