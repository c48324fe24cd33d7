// Messaging (02 §2.6, §3–§5, §7, §8): its codes, endpoints, rules, texts and the calls' types. Not its
// schemas (./schemas.ts), which reach the server through the package's `./schemas` entry only.
export * from './codes';
export * from './endpoints';
export * from './rules';
