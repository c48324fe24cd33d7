export { openDatabase, openPglite, openPostgres, wrapPglite, type Database, type Queryable } from './database';
export { migrate, MIGRATIONS_DIR } from './migrate';
