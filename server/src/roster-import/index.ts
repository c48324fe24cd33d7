// Imports a school (or several) from a OneRoster CSV bundle: read, check, map, then sync in one
// transaction, so a bundle with any problem changes nothing.
import path from 'node:path';
import type { Database } from '../db';
import { readBundle } from './bundle';
import { mapRoster } from './mapping';
import { ROSTER_FILES, readRoster } from './oneroster';
import { REASONS, describeProblem, problemAt, type Problem } from './problems';
import { KIND_NAMES, syncRows, type Changes } from './sync';

export { MAX_BUNDLE_BYTES, MAX_FILE_BYTES } from './bundle';
export { REASONS, describeProblem, type Problem } from './problems';
export type { Changes } from './sync';

/** schoolIds: the bundle's schools (whose staff `--invite` invites). */
export type ImportResult = { problems: Problem[] } | { changes: Changes; dryRun: boolean; schoolIds: string[] };

export async function importRoster(db: Database, source: string, { dryRun = false } = {}): Promise<ImportResult> {
  const bundle = await readBundle(source, ROSTER_FILES);
  if (bundle.problems.length) return { problems: bundle.problems };
  const read = readRoster(bundle.files);
  if ('problems' in read) return read;
  const mapped = mapRoster(read.roster);
  if ('problems' in mapped) return mapped;
  let changes: Changes;
  try {
    changes = await db.transaction((tx) => syncRows(tx, mapped.rows, dryRun));
  } catch (error) {
    // A row the bundle's checks could not foresee (a name the school's own groups hold): rolled back whole.
    return { problems: [problemAt(path.basename(source), null, null, REASONS.databaseRefused((error as Error).message))] };
  }
  if (!dryRun && writes(changes) > 0)
    // The dashboard's figures count the school's students: they are brought up to date now, not at the first visit.
    for (const school of mapped.rows.schools) await db.query('select dashboard_refresh_figures($1)', [school.id]);
  return { changes, dryRun, schoolIds: mapped.rows.schools.map((school) => school.id) };
}

export const writes = (changes: Changes) => Object.values(changes).reduce((sum, counts) => sum + counts.added + counts.changed + counts.removed, 0);

export const NOTHING_CHANGED = 'Nothing changed: the database already matches the bundle.';

/** The result as the command prints it. */
export function describeResult(result: ImportResult): string {
  if ('problems' in result)
    return [`The bundle was not imported (nothing changed), because of ${result.problems.length === 1 ? 'this problem' : `these ${result.problems.length} problems`}:`, ...result.problems.map((problem) => `  ${describeProblem(problem)}`)].join('\n');
  if (writes(result.changes) === 0) return NOTHING_CHANGED;
  const lines = Object.entries(result.changes).flatMap(([table, counts]) => {
    const kind = KIND_NAMES[table as keyof Changes];
    const parts = [counts.added && `${counts.added} added`, counts.changed && `${counts.changed} changed`, counts.removed && `${counts.removed} ${kind.removed}`].filter(Boolean);
    return parts.length ? [`  ${kind.name}: ${parts.join(', ')}`] : [];
  });
  return [result.dryRun ? 'Would change (a dry run: nothing was written):' : 'Changed:', ...lines].join('\n');
}
