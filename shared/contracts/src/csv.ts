// The suite's one CSV writer (RFC 4180: CRLF line ends, a field with a comma, quote or line break
// quoted). Two uses: a file a teacher opens in a spreadsheet (the dashboard's and the student
// overview's downloads, the marks exported), and a file another system reads as data (the OneRoster
// bundle of marks, decision 0036). The `@homework/contracts/csv` entry, a shared module of its own, so
// a first screen that saves no file does not carry it.
export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

/** A spreadsheet runs a cell that starts so as a formula (OWASP's "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number ("-2", "+3.5") is no formula, and stays a number in the spreadsheet. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/** Text a spreadsheet shows as written: one that would start a formula is led by an apostrophe. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function field(value: CsvValue, forSpreadsheet: boolean): string {
  const text = value === null || value === undefined ? '' : typeof value === 'number' || !forSpreadsheet ? String(value) : guardFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const lines = (rows: readonly (readonly CsvValue[])[], forSpreadsheet: boolean) =>
  rows.map((row) => row.map((value) => field(value, forSpreadsheet)).join(',')).join('\r\n') + '\r\n';

/** For a spreadsheet: a UTF-8 BOM so Excel reads accents, and no text that would run as a formula. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + lines([header, ...rows], true);
}

/** For another system to read: every value exactly as it is, no BOM. */
export function toDataCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return lines([header, ...rows], false);
}
