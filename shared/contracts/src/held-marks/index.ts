// Marks held, then released together (decision 0037) as the package's root entry holds it: its types
// only. Its calls, rule and texts are the `@homework/contracts/held-marks` entry (./entry.ts), a shared
// module of its own, so they load with the marking view and the form: All Homework's first screen,
// at its ceiling, does not carry even the calls' paths.
export type * from './rules';
