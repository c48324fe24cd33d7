// Marks out (decision 0036) as the package's root entry holds it: its calls, which the server's
// route-paths test reads, and the types. Its formats, file names and texts are the
// `@homework/contracts/marks-out` entry (./entry.ts), loaded with the Export marks dialog, not with
// every first screen.
export type * from './codes';
export * from './endpoints';
export type * from './rules';
