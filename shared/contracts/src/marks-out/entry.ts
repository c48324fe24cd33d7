// `@homework/contracts/marks-out`: marks out whole (decision 0036): codes, calls, file names and texts.
export * from './codes';
export * from './endpoints';
export * from './rules';
