// The comment bank (decision 0033): its codes, calls, rules and texts. Not its schemas (./schemas.ts),
// which reach the server through the package's `./schemas` entry only.
export * from './codes';
export * from './endpoints';
export * from './rules';
export * from './texts';
