// The CSV writer: its text exactly, formulas guarded, and toCsv read back by a real CSV parser (csv-parse, RFC 4180): what Excel or any reader sees is what
// was written, names with commas, quotes, accents and line breaks included.
import { parse } from 'csv-parse/sync';
import { toCsv, toDataCsv } from './csv';

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

test.each([
  [['a', 'b'], [[1, 'plain']], '\uFEFFa,b\r\n1,plain\r\n'],
  [['x'], [['has, comma']], '\uFEFFx\r\n"has, comma"\r\n'],
  [['x'], [['say "hi"']], '\uFEFFx\r\n"say ""hi"""\r\n'],
  [['x'], [['two\nlines']], '\uFEFFx\r\n"two\nlines"\r\n'],
  [['x', 'y'], [[null, 'Zoë']], '\uFEFFx,y\r\n,Zoë\r\n'],
])('toCsv %# is written exactly', (header, body, expected) => {
  expect(toCsv(header, body)).toBe(expected);
});

test.each([
  ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
  ['+44 20 7946 0000', "'+44 20 7946 0000"],
  ['-2+3', "'-2+3"],
  ['@cmd', "'@cmd"],
  ['\tTabbed', "'\tTabbed"],
  ['-2', '-2'],
  ['+3.5', '+3.5'],
  ['A-', 'A-'],
  ['Merit', 'Merit'],
])('toCsv guards %j from running as a formula', (text, shown) => {
  expect(read(toCsv(['Result'], [[text]]))[1][0]).toBe(shown);
});

test('numbers are never guarded, and the data CSV keeps every value as it is, with no BOM', () => {
  expect(toCsv(['n'], [[-4]])).toBe('\uFEFFn\r\n-4\r\n');
  expect(toDataCsv(['comment', 'n'], [['=not a formula, here', -4]])).toBe('comment,n\r\n"=not a formula, here",-4\r\n');
});
