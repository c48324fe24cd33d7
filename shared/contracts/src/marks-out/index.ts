// Marks out (decision 0036) as the package's root entry holds it: its codes, calls and their types.
// The file names and texts are the `@homework/contracts/marks-out` entry (./entry.ts), loaded with the
// Export marks dialog, not with every first screen.
export * from './codes';
export * from './endpoints';
export type * from './rules';
