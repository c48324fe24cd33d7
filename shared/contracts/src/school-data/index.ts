// The School data page (decision 0025): its paths, limits, texts and the answers' types. Not its
// schemas (./schemas.ts), which reach the server through the package's `./schemas` entry only.
export * from './paths';
export * from './rules';
