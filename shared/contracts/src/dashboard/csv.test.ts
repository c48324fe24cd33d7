// toCsv read back by a real CSV parser (csv-parse, RFC 4180): what Excel or any reader sees is what
// was written, names with commas, quotes, accents and line breaks included.
import { parse } from 'csv-parse/sync';
import { toCsv } from './index';

const read = (text: string): string[][] => parse(text, { bom: true, relax_column_count: false });

test.each([
  [['Name', 'Count'], [['Maths', 12]]],
  [['Name', 'Count'], [['Smith, John', 3], ['O\'Brien "Danny"', 0], ['Zoë Ångström-Núñez', 7]]],
  [['Name', 'Note'], [['Line\nbreak', 'a\r\nb'], ['', ' spaced ']]],
  [['Name'], [[null], [undefined]]],
])('toCsv %# reads back as written', (header, rows) => {
  const text = toCsv(header, rows as (string | number | null | undefined)[][]);
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(read(text)).toEqual([header, ...rows.map((row) => row.map((v) => (v === null || v === undefined ? '' : String(v))))]);
});

test('the BOM is read as the start of the file, not part of the first header', () => {
  expect(read(toCsv(['Name'], [['a']]))[0][0]).toBe('Name');
});
