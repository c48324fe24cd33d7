// The API's schemas, written once (TypeBox): the server validates with them, documents them
// (OpenAPI) and types its handlers from them. Server-only; see builders.ts.
export * from './builders';
export * from './homework';
export * from './people';
export * from './marking';
export * from './dashboard';
export * from './messaging';
export * from './school-data';
