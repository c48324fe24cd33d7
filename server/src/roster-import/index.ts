// Imports a school (or several) from a OneRoster CSV bundle: read, check, map, then sync in one
// transaction, so a bundle with any problem changes nothing.
import path from 'node:path';
import type { Database } from '../db';
import { baseOf, keepBase, schoolsImportedAs, schoolsWithBase } from './base';
import { readBundle } from './bundle';
import { parseCsv } from './csv';
import { applyDelta, isDelta, placeInDelta } from './delta';
import { mapRoster, type RowPlaces } from './mapping';
import { SCHOOL_DATA_TEXTS } from '@homework/contracts';
import { MANIFEST, ROSTER_FILES, readRoster, type Roster } from './oneroster';
import { GROUP_KIND_WORDS, REASONS, describeProblem, problemAt, type Problem } from './problems';
import { KIND_NAMES, clashesWithSchool, syncRows, type Changes, type Clash, type SyncedChanges } from './sync';

export { MAX_BUNDLE_BYTES, MAX_FILE_BYTES, readBundle } from './bundle';
export { ROSTER_FILES } from './oneroster';
export { KIND_NAMES } from './sync';
export { REASONS, describeProblem, type Problem } from './problems';
export type { Changes } from './sync';

/**
 * schoolIds: the bundle's schools (whose staff `--invite` invites). notes: what was taken other than
 * as written, or left unread (readRoster), with a refusal too so that one report says everything.
 */
export type ImportResult = ({ problems: Problem[] } | { changes: Changes; bySchool: SchoolChanges[]; dryRun: boolean; schoolIds: string[] }) & { notes?: Problem[] };

/** One school's part of an import, by its name, for a bundle of several schools. */
export interface SchoolChanges {
  name: string;
  changes: Changes;
}

/** The one school a bundle may hold when it is imported for that school (its administrator's page). */
export interface SchoolOfCaller {
  id: string;
  name: string;
  /** Its org's sourcedId from an earlier import; null for a school the suite had before any. */
  sourcedId: string | null;
}

export interface ImportOptions {
  dryRun?: boolean;
  /** Only this school: a bundle of any other (or of several) is refused with ImportRefused, changing nothing. */
  school?: SchoolOfCaller;
}

/** The bundle is not the caller's school: the message says so in the school's words. */
export class ImportRefused extends Error {}

export async function importRoster(db: Database, source: string, options: ImportOptions = {}): Promise<ImportResult> {
  const bundle = await readBundle(source, ROSTER_FILES);
  if (bundle.problems.length) return { problems: bundle.problems };
  return importBundle(db, bundle.files, path.basename(source), options);
}

/**
 * A bundle already read (readBundle): checked, mapped and synced; `label` names it in a problem. A
 * delta bundle is applied on top of the bundle its schools were imported from last, and the whole
 * of it imported so; its problems are placed in the delta, or in the bundle imported before.
 */
export async function importBundle(db: Database, delivered: ReadonlyMap<string, Buffer>, label: string, options: ImportOptions = {}): Promise<ImportResult> {
  if (!isDelta(delivered)) return importWhole(db, delivered, label, options);
  const base = await baseOf(db, await schoolsOfDelta(db, delivered, options.school));
  if (base === null) return { problems: [problemAt(MANIFEST, null, null, REASONS.deltaWithoutBase)] };
  if (base === 'several') return { problems: [problemAt(MANIFEST, null, null, REASONS.deltaSeveralBases)] };
  const whole = applyDelta(base, delivered);
  if ('problems' in whole) return whole;
  const result = await importWhole(db, whole.files, label, options);
  const place = (problems: Problem[]) => problems.map((problem) => placeInDelta(problem, whole.origins));
  return 'problems' in result ? { ...result, problems: place(result.problems), notes: place(result.notes ?? []) } : { ...result, notes: place(result.notes ?? []) };
}

/** The schools a delta is for: the caller's (the School data page), the school orgs it names, or every school with a base. */
async function schoolsOfDelta(db: Database, delivered: ReadonlyMap<string, Buffer>, school: SchoolOfCaller | undefined): Promise<string[]> {
  if (school) return [school.id];
  const orgs = delivered.get('orgs.csv') && parseCsv('orgs.csv', delivered.get('orgs.csv')!);
  const sourcedIds = orgs && 'rows' in orgs ? orgs.rows.filter((row) => row.get('type').toLowerCase() === 'school').map((row) => row.get('sourcedId')) : [];
  return sourcedIds.length ? schoolsImportedAs(db, sourcedIds) : schoolsWithBase(db);
}

async function importWhole(db: Database, files: ReadonlyMap<string, Buffer>, label: string, { dryRun = false, school }: ImportOptions): Promise<ImportResult> {
  const read = readRoster(files);
  const { notes } = read;
  if ('problems' in read) return read;
  const mapped = mapRoster(read.roster, school ? new Map([[theSchool(read.roster, school), school.id]]) : undefined);
  if ('problems' in mapped) return { ...mapped, notes };
  let synced: SyncedChanges;
  try {
    synced = await db.transaction(async (tx) => {
      // Two imports of one school at once (a nightly run and the page) take turns: the second reads
      // what the first wrote. In the order of the ids, so that two bundles of several schools never wait on each other.
      for (const id of mapped.rows.schools.map((row) => row.id).sort()) await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`roster-import:${id}`]);
      const clashes = await clashesWithSchool(tx, mapped.rows);
      if (clashes.length) throw new Clashes(clashes.map((clash) => clashProblem(clash, mapped.places, label)));
      const written = await syncRows(tx, mapped.rows);
      await keepBase(tx, mapped.rows.schools.map((row) => row.id), files);
      // A check writes as the import would, so that it meets every refusal the import would, then rolls back.
      if (dryRun) throw new CheckedOnly(written);
      return written;
    });
  } catch (error) {
    if (error instanceof CheckedOnly) synced = error.changes;
    else if (error instanceof Clashes) return { problems: error.problems, notes };
    // A row the bundle's checks could not foresee: rolled back whole, the database's words kept for the operator.
    else return { problems: [{ ...problemAt(label, null, null, REASONS.databaseRefused), detail: (error as Error).message }], notes };
  }
  if (!dryRun && writes(synced.total) > 0)
    // The dashboard's figures count the school's students: they are brought up to date now, not at the first visit.
    for (const row of mapped.rows.schools) await db.query('select dashboard_refresh_figures($1)', [row.id]);
  const bySchool = mapped.rows.schools.map((row) => ({ name: row.name, changes: synced.bySchool.get(row.id)! }));
  return { changes: synced.total, bySchool, dryRun, schoolIds: mapped.rows.schools.map((row) => row.id), notes };
}

/** The transaction of a check, rolled back once the import's writes are done. */
class CheckedOnly extends Error {
  constructor(readonly changes: SyncedChanges) {
    super('checked only');
  }
}

class Clashes extends Error {
  constructor(readonly problems: Problem[]) {
    super('clashes with the school');
  }
}

/** A clash at the bundle's line that made the row, to be put right in the suite. */
function clashProblem(clash: Clash, places: RowPlaces, label: string): Problem {
  const place = places.get(clash.id) ?? { file: label, line: null, column: null };
  const reason = clash.table === 'subjects' ? REASONS.suiteSubject(clash.name) : REASONS.suiteGroup(GROUP_KIND_WORDS[clash.kind ?? ''] ?? 'group', clash.name);
  return { ...place, reason, fixedIn: 'suite' };
}

/**
 * The sourcedId of the bundle's one school org, when it is the caller's: the org an earlier import
 * linked to it, or, for a school never imported, the org of the same name (the link is made then).
 */
function theSchool(roster: Roster, school: SchoolOfCaller): string {
  const orgs = [...roster.orgs].filter(([, org]) => org.type === 'school');
  if (orgs.length !== 1) throw new ImportRefused(SCHOOL_DATA_TEXTS.schoolCount(orgs.length, school.name));
  const [[sourcedId, org]] = orgs;
  const sameName = org.name.trim().toLowerCase() === school.name.trim().toLowerCase();
  if (school.sourcedId === null ? !sameName : sourcedId !== school.sourcedId) throw new ImportRefused(SCHOOL_DATA_TEXTS.otherSchool(org.name, school.name));
  return sourcedId;
}

export const writes = (changes: Changes) => Object.values(changes).reduce((sum, counts) => sum + counts.added + counts.changed + counts.removed, 0);

export const NOTHING_CHANGED = 'Nothing changed: the database already matches the bundle.';

/** The result as the command prints it; `withDetails` (the operator's command) adds the database's own words to a refusal. */
export function describeResult(result: ImportResult, { withDetails = false } = {}): string {
  return [describeOutcome(result, withDetails), ...describeNotes(result.notes ?? [])].join('\n');
}

function describeNotes(notes: Problem[]): string[] {
  return notes.length ? [`Taken with ${notes.length === 1 ? 'a note' : `${notes.length} notes`}:`, ...notes.map((note) => `  ${describeProblem(note)}`)] : [];
}

function describeOutcome(result: ImportResult, withDetails: boolean): string {
  if ('problems' in result)
    return [
      `The bundle was not imported (nothing changed), because of ${result.problems.length === 1 ? 'this problem' : `these ${result.problems.length} problems`}:`,
      ...result.problems.map((problem) => `  ${describeProblem(problem)}${withDetails && problem.detail ? ` (${problem.detail})` : ''}`),
    ].join('\n');
  if (writes(result.changes) === 0) return NOTHING_CHANGED;
  const heading = result.dryRun ? 'Would change (a dry run: nothing was written):' : 'Changed:';
  // A trust's bundle: each school's part under its name, then the whole.
  const schools = result.bySchool.length > 1 ? result.bySchool.flatMap(({ name, changes }) => [`  ${name}:${writes(changes) ? '' : ' nothing changed'}`, ...changeLines(changes, '    ')]) : [];
  return [heading, ...schools, ...(schools.length ? ['  In all:'] : []), ...changeLines(result.changes, schools.length ? '    ' : '  ')].join('\n');
}

function changeLines(changes: Changes, indent: string): string[] {
  return Object.entries(changes).flatMap(([table, counts]) => {
    const kind = KIND_NAMES[table as keyof Changes];
    const parts = [counts.added && `${counts.added} added`, counts.changed && `${counts.changed} changed`, counts.removed && `${counts.removed} ${kind.removed}`].filter(Boolean);
    return parts.length ? [`${indent}${kind.name}: ${parts.join(', ')}`] : [];
  });
}
