// Marks held, then released together (decision 0037) as the package's root entry holds it: its calls
// and their types. Its rule and texts are the `@homework/contracts/held-marks` entry (./entry.ts), a
// shared module of its own, so they load with the marking view and the form, not every first screen.
export * from './endpoints';
export type * from './rules';
