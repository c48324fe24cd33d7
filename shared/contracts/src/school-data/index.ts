// The School data page (decision 0025): its endpoints, limits, texts and the answers' types. Not its
// schemas (./schemas.ts), which reach the server through the package's `./schemas` entry only.
export * from './endpoints';
export * from './paths';
export * from './rules';
