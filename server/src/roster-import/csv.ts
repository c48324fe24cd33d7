// One CSV file of a bundle as rows of named values, each with the line it starts on.
import { parse } from 'csv-parse/sync';
import { REASONS, problemAt, type Problem } from './problems';

export interface CsvRow {
  line: number;
  /** The value of a column, trimmed; '' when empty or when the header lacks the column. */
  get(column: string): string;
  /** Reads `value` for `column` from now on: a value the import takes in its standard form. */
  correct(column: string, value: string): void;
}

export interface CsvFile {
  file: string;
  columns: string[];
  rows: CsvRow[];
}

export function parseCsv(file: string, bytes: Buffer): CsvFile | Problem {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, { bom: true, info: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const { message, lines } = error as Error & { lines?: number };
    return problemAt(file, lines ?? null, null, REASONS.notCsv(message));
  }
  if (records.length === 0) return problemAt(file, null, null, REASONS.emptyFile);
  const columns = records[0].record.map((name) => name.trim());
  const index = new Map(columns.map((name, at) => [name, at]));
  const rows = records.slice(1).map(({ record, info }): CsvRow => {
    const corrected = new Map<string, string>();
    return {
      // csv-parse counts the line a record ends on; a quoted value may span lines.
      line: info.lines - record.reduce((breaks, value) => breaks + (value.match(/\n/g)?.length ?? 0), 0),
      get: (column: string) => {
        const at = index.get(column);
        return corrected.get(column) ?? (at === undefined ? '' : (record[at] ?? '').trim());
      },
      correct: (column: string, value: string) => void corrected.set(column, value),
    };
  });
  return { file, columns, rows };
}
