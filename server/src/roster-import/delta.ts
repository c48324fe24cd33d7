// A delta bundle (OneRoster 1.2 CSV: `file.<name>=delta` in the manifest) applied on top of the last
// bundle imported for its schools, which the import keeps (roster_bundles): each delta file's rows
// replace the base's of the same sourcedId or are added, a row marked tobedeleted stays as such (so
// the import removes, or marks as left, what it made), and files the manifest says are absent are
// the base's. The result is a whole bundle, checked and synced as a bulk one is: all or nothing.
// Pure.
import { parseCsv, type CsvFile } from './csv';
import { MANIFEST, ROSTER_FILES } from './oneroster';
import { REASONS, problemAt, type Problem } from './problems';
import { toDataCsv } from '@homework/contracts/csv';

/** The files a manifest can name, as `file.<name>`. */
const DATA_FILES = ROSTER_FILES.filter((file) => file !== MANIFEST);
const keyOf = (file: string) => `file.${file.replace(/\.csv$/, '')}`;

/** The manifest's properties, when it can be read; empty otherwise (readRoster reports it). */
function manifestOf(files: ReadonlyMap<string, Buffer>): Map<string, string> {
  const bytes = files.get(MANIFEST);
  const parsed = bytes && parseCsv(MANIFEST, bytes);
  if (!parsed || !('rows' in parsed)) return new Map();
  return new Map(parsed.rows.map((row) => [row.get('propertyName'), row.get('value')]));
}

/** Whether the manifest names any file as delta. */
export const isDelta = (files: ReadonlyMap<string, Buffer>): boolean => DATA_FILES.some((file) => manifestOf(files).get(keyOf(file)) === 'delta');

/** What a row was last changed at, for ordering a delta's rows after the base's; null when not given. */
const modifiedAt = (value: string) => (value && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : null);

/**
 * Where each line of a whole bundle's file came from (its index: the line), so that a problem the
 * check finds is reported where the school can see it: in the delta, or in the bundle imported before.
 */
export type LineOrigins = Map<string, ({ from: 'delta' | 'base'; line: number } | undefined)[]>;

/** `delta` on top of `base` (both by file name): a whole bundle, or every problem of the delta. */
export function applyDelta(base: ReadonlyMap<string, Buffer>, delta: ReadonlyMap<string, Buffer>): { files: Map<string, Buffer>; origins: LineOrigins } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const manifest = manifestOf(delta);
  const files = new Map<string, Buffer>();
  const origins: LineOrigins = new Map();
  for (const file of DATA_FILES) {
    const mode = manifest.get(keyOf(file)) || 'absent';
    // A file the manifest names and the delta lacks is left out: the check says so, as for a bulk bundle.
    if (mode === 'bulk' && delta.has(file)) files.set(file, delta.get(file)!);
    else if (mode === 'delta' && delta.has(file)) {
      const merged = mergeFile(file, base.get(file), delta.get(file)!);
      if ('problems' in merged) problems.push(...merged.problems);
      else {
        files.set(file, merged.bytes);
        origins.set(file, merged.origins);
      }
    } else if (mode === 'absent' && base.has(file)) {
      files.set(file, base.get(file)!);
      origins.set(file, []);
    }
  }
  if (problems.length) return { problems };
  files.set(MANIFEST, bulkManifest(delta.get(MANIFEST)!, files));
  return { files, origins };
}

/**
 * The delta's manifest as a whole bundle's, its lines where they were: each file it sends, bulk or
 * delta, is bulk (so that one it names and lacks is reported missing), and each it leaves absent is
 * bulk when the bundle before had it.
 */
function bulkManifest(bytes: Buffer, files: ReadonlyMap<string, Buffer>): Buffer {
  const parsed = parseCsv(MANIFEST, bytes) as CsvFile;
  const lines = parsed.rows.map((row) => {
    const name = row.get('propertyName');
    const file = DATA_FILES.find((candidate) => keyOf(candidate) === name);
    const sent = row.get('value') === 'bulk' || row.get('value') === 'delta';
    return [name, file ? (sent || files.has(file) ? 'bulk' : 'absent') : row.get('value')];
  });
  for (const file of DATA_FILES) if (files.has(file) && !lines.some(([name]) => name === keyOf(file))) lines.push([keyOf(file), 'bulk']);
  return toCsv(['propertyName', 'value'], lines);
}

/** One file's rows by sourcedId: the base's, then the delta's in their place or after them. */
function mergeFile(file: string, baseBytes: Buffer | undefined, deltaBytes: Buffer): { bytes: Buffer; origins: ({ from: 'delta' | 'base'; line: number } | undefined)[] } | { problems: Problem[] } {
  const delta = parseCsv(file, deltaBytes);
  if (!('rows' in delta)) return { problems: [delta] };
  // The base was read whole when it was imported; a file it lacked has no rows yet.
  const read = baseBytes ? parseCsv(file, baseBytes) : null;
  const base: CsvFile = read && 'rows' in read ? read : { file, columns: [], rows: [] };
  const columns = [...base.columns, ...delta.columns.filter((column) => !base.columns.includes(column))];
  const rows = new Map(base.rows.map((row) => [row.get('sourcedId'), columns.map((column) => row.get(column))]));
  const from = new Map<string, { from: 'delta' | 'base'; line: number }>(base.rows.map((row) => [row.get('sourcedId'), { from: 'base', line: row.line }]));
  const modified = new Map(base.rows.map((row) => [row.get('sourcedId'), row.get('dateLastModified')]));
  const problems: Problem[] = [];
  for (const row of delta.rows) {
    const id = row.get('sourcedId');
    const known = rows.has(id);
    if (row.get('status') === 'tobedeleted' && !known) {
      problems.push(problemAt(file, row.line, 'sourcedId', REASONS.deltaUnknown(id)));
      continue;
    }
    const before = modifiedAt(modified.get(id) ?? '');
    const now = modifiedAt(row.get('dateLastModified'));
    if (known && before !== null && now !== null && now < before) {
      problems.push(problemAt(file, row.line, 'dateLastModified', REASONS.deltaOlder(row.get('dateLastModified'), modified.get(id)!)));
      continue;
    }
    // A delete needs only its sourcedId, status and dateLastModified (the binding's delta rule): the
    // rest of the row is the one imported before.
    const kept = row.get('status') === 'tobedeleted' ? rows.get(id)! : null;
    rows.set(id, columns.map((column, at) => (kept && !['status', 'dateLastModified'].includes(column) ? kept[at]! : row.get(column))));
    from.set(id, { from: 'delta', line: row.line });
  }
  // Line 1 is the header; each row's line after it, in the order written.
  return problems.length ? { problems } : { bytes: toCsv(columns, [...rows.values()]), origins: [undefined, undefined, ...[...rows.keys()].map((id) => from.get(id))] };
}

/**
 * A problem the check found in a whole bundle, placed where the school can see it: the delta's line,
 * or the line of the bundle imported before (named so). A file the delta left alone is the base's.
 */
export function placeInDelta(problem: Problem, origins: LineOrigins): Problem {
  const lines = origins.get(problem.file);
  if (!lines) return problem;
  const origin = problem.line === null ? undefined : lines[problem.line];
  if (origin?.from === 'delta') return { ...problem, line: origin.line };
  if (origin?.from === 'base') return { ...problem, file: REASONS.asImportedBefore(problem.file), line: origin.line };
  return lines.length === 0 ? { ...problem, file: REASONS.asImportedBefore(problem.file) } : problem;
}

/** CSV text, each value quoted where it must be (the suite's one writer, as a system reads it). */
const toCsv = (columns: string[], rows: string[][]): Buffer => Buffer.from(toDataCsv(columns, rows));
