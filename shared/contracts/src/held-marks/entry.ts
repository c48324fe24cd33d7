// `@homework/contracts/held-marks`: marks held, then released together (decision 0037) whole: its
// calls, rule and texts, for the form, the marking view and the server.
export * from './endpoints';
export * from './rules';
export * from './texts';
