// The dashboard (02 §2.7, §5, §7, §9): its codes, endpoints, rules, texts and the calls' types. Not its
// schemas (./schemas.ts), which reach the server through the package's `./schemas` entry only.
export * from './codes';
export * from './endpoints';
export * from './rules';
