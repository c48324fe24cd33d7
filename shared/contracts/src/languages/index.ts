// The suite's languages (decision 0040): the rule that picks one, and the calls that keep a person's
// choice and the school's. Not its schemas (./schemas.ts), which reach the server through `./schemas`.
export * from './endpoints';
export * from './pseudo-locale';
export * from './rules';
