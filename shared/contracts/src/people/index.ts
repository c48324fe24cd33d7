// People, groups, schools and the signed-in user: their types and calls. Not their schemas (./schemas.ts),
// which reach the server through the package's `./schemas` entry only.
export * from './types';
export * from './endpoints';
