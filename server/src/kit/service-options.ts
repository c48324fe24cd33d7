import type { Database } from '../db';

/**
 * The database as a plugin option: what the homework, marking and dashboard services are still
 * registered with, until they read the `app.db` decorator as the other services do.
 */
export interface ServiceOptions {
  db: Database;
}
