// The API's schemas, written once (TypeBox): the server validates with them, documents them
// (OpenAPI) and types its handlers from them. Server-only, the package's `./schemas` entry: the
// root entry (index.ts) never re-exports a schema, so typebox stays out of every browser bundle.
// Each resource's schemas sit in its folder beside its paths, rules and types.
export * from './schema-builders';
export * from './homework/schemas';
export * from './people/schemas';
export * from './marking/schemas';
export * from './comment-bank/schemas';
export * from './mark-schemes/schemas';
export * from './marks-out/schemas';
export * from './held-marks/schemas';
export * from './dashboard/schemas';
export * from './messaging/schemas';
export * from './school-data/schemas';
export * from './languages/schemas';
export * from './release-schemas';
