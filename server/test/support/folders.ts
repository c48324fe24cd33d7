// Where the server and the repository are, for the tests that run a command or read a file there:
// named once here, so a test file's own folder does not matter.
import path from 'node:path';

/** `server/`, where npm's server scripts run. */
export const SERVER_DIR = path.resolve(import.meta.dirname, '..', '..');
/** The repository's root. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '..');
