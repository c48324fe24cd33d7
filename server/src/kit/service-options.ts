import type { Database } from '../db';

/** What every service plugin is registered with. */
export interface ServiceOptions {
  db: Database;
}
