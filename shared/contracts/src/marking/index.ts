// Marking (02 §2.2, §2.3, §4, §8, §9): its codes, paths, rules, texts and the calls' types. Not its
// schemas (./schemas.ts), which reach the server through the package's `./schemas` entry only.
export * from './codes';
export * from './endpoints';
export * from './live-lines';
export * from './paths';
export * from './rules';
