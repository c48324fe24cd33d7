export { PGLITE_EXTENSIONS, openDatabase, openPglite, openPostgres, wrapPglite, type Database, type Listener, type PoolUse, type Queryable, type QueryOptions } from './database';
export { migrate, unappliedMigrations, MIGRATIONS_DIR } from './migrate';
