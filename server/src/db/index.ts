export { PGLITE_EXTENSIONS, openDatabase, openPglite, openPostgres, wrapPglite, type Database, type Queryable, type QueryOptions } from './database';
export { migrate, MIGRATIONS_DIR } from './migrate';
