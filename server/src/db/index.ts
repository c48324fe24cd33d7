export { openDatabase, openPglite, openPostgres, type Database, type Queryable } from './database';
export { migrate, MIGRATIONS_DIR } from './migrate';
