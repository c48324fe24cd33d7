// The rows of the marks exports (decision 0036) as tables: which marks go out, their statuses, blank
// against not marked, points against grades, and the OneRoster columns each row fills.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Papa from 'papaparse';
import { CATEGORY_COLUMNS, HOMEWORK_CATEGORY, LINE_ITEM_COLUMNS, RESULT_COLUMNS, gradebookFiles, lineItemId, resultId } from '../../../src/services/marks-out/gradebook';
import { SPREADSHEET_COLUMNS, pointsOf, spreadsheetRows, textOf, type ExportHandIn, type MarksExport } from '../../../src/services/marks-out/marks';

const read = (text: string) => Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;

const homework = {
  id: 'hw-1', title: 'Fractions', subject: 'Maths', setBy: 'Mr J. Smith', setDay: '2026-11-02', dueDay: '2026-11-09',
  setAt: '2026-11-02T00:00:00.000Z', dueAt: '2026-11-09T00:00:00.000Z', termSourcedId: 'TERM-AUT',
};
const handIn = (over: Partial<ExportHandIn>): ExportHandIn => ({
  homeworkId: 'hw-1', linkId: 'link', studentSourcedId: 'STU', surname: 'Ng', forename: 'Ana', yearGroup: 'Year 7', regGroup: '7A',
  handedInDay: null, extendedDay: null, result: null, comments: null, changedDay: '2026-11-10', classId: 'class-1', ...over,
});
const exportOf = (handIns: ExportHandIn[], today = '2026-11-20'): MarksExport => ({
  school: { name: 'Oak School', sourcedId: 'ORG-1' },
  homework: [homework],
  classes: [{ id: 'class-1', name: '7A Maths', sourcedId: 'CLS-7A' }],
  handIns,
  today,
});

describe('points and blanks', () => {
  for (const [result, points] of [['7', 7], [' 12.5 ', 12.5], ['-1', -1], ['A*', null], ['7/10', null], ['', null], [null, null], ['Merit', null]] as const)
    test(`${JSON.stringify(result)} is ${points === null ? 'no points' : `${points} points`}`, () => assert.equal(pointsOf(result), points));
  for (const [value, text] of [[null, ''], ['   ', ''], [' Good ', 'Good']] as const)
    test(`${JSON.stringify(value)} goes out as ${JSON.stringify(text)}`, () => assert.equal(textOf(value), text));
});

describe('the spreadsheet rows', () => {
  const cases: [string, Partial<ExportHandIn>, string, string, string][] = [
    // what, the hand-in, Status, Hand-in, Result
    ['not handed in, long past due', {}, 'Not Handed In', 'Overdue', ''],
    ['handed in on the due day, not marked', { handedInDay: '2026-11-09' }, 'Handed In', 'Handed In', ''],
    ['handed in late, marked with a grade', { handedInDay: '2026-11-11', result: 'B+' }, 'Marked', 'Handed In Late', 'B+'],
    ['handed in within an extension, marked with a comment only', { handedInDay: '2026-11-11', extendedDay: '2026-11-12', comments: 'Well argued.' }, 'Marked', 'Handed In', ''],
    ['a result of only spaces is not a mark', { handedInDay: '2026-11-09', result: '   ' }, 'Handed In', 'Handed In', ''],
  ];
  for (const [what, over, status, badge, result] of cases)
    test(what, () => {
      const [row] = spreadsheetRows(exportOf([handIn(over)]));
      const named = Object.fromEntries(SPREADSHEET_COLUMNS.map((column, i) => [column, row[i]]));
      assert.deepEqual([named.Status, named['Hand-in'], named.Result], [status, badge, result]);
      assert.equal(named.Due, '09/11/2026', 'dates as the school reads them');
      assert.equal(named['Due for the student'], over.extendedDay ? '12/11/2026' : '09/11/2026');
      assert.equal(named['Handed in'], over.handedInDay ? `${over.handedInDay.slice(8)}/11/2026` : '');
    });

  test('not yet overdue on the day after the due day', () => {
    const [row] = spreadsheetRows(exportOf([handIn({})], '2026-11-10'));
    assert.equal(row[SPREADSHEET_COLUMNS.indexOf('Hand-in')], 'Not Yet Handed In');
  });

  test('a hand-in of a homework not in the export does not go out; the class is named, or blank when chosen one by one', () => {
    const rows = spreadsheetRows(exportOf([handIn({ homeworkId: 'other' }), handIn({ linkId: 'b', classId: null }), handIn({ linkId: 'c' })]));
    assert.deepEqual(rows.map((row) => row[SPREADSHEET_COLUMNS.indexOf('Class')]), ['', '7A Maths']);
  });
});

describe('the OneRoster gradebook', () => {
  const files = gradebookFiles(
    exportOf([
      handIn({ linkId: 'l1', studentSourcedId: 'S1', handedInDay: '2026-11-09', result: '8', comments: 'Good', changedDay: '2026-11-12' }),
      handIn({ linkId: 'l2', studentSourcedId: 'S2', handedInDay: '2026-11-12', result: 'Merit' }),
      handIn({ linkId: 'l3', studentSourcedId: 'S3', handedInDay: '2026-11-09' }),
      handIn({ linkId: 'l4', studentSourcedId: 'S4' }),
      handIn({ linkId: 'l5', studentSourcedId: 'S5', classId: null, result: '9', handedInDay: '2026-11-09' }),
    ]),
  );

  test('the headers are the 1.2 binding\u2019s columns, in its order', () => {
    assert.equal(files['categories.csv'].split('\r\n')[0], CATEGORY_COLUMNS.join(','));
    assert.equal(files['lineItems.csv'].split('\r\n')[0], LINE_ITEM_COLUMNS.join(','));
    assert.equal(files['results.csv'].split('\r\n')[0], RESULT_COLUMNS.join(','));
    assert.ok(!files['results.csv'].startsWith('\uFEFF'), 'no BOM: a system reads it, not a spreadsheet');
  });

  test('the manifest says 1.2 and sends categories, line items and results in bulk, every other file absent', () => {
    const manifest = new Map(read(files['manifest.csv']).map((row) => [row.propertyName, row.value]));
    assert.equal(manifest.get('oneroster.version'), '1.2');
    assert.equal(manifest.get('manifest.version'), '1.0');
    assert.deepEqual([...manifest].filter(([key, value]) => key.startsWith('file.') && value === 'bulk').map(([key]) => key), ['file.categories', 'file.lineItems', 'file.results']);
    assert.equal(manifest.get('file.users'), 'absent');
  });

  test('one line item for the homework in its class, with the school, class and term sourcedIds', () => {
    const [item, ...more] = read(files['lineItems.csv']);
    assert.equal(more.length, 0);
    assert.deepEqual(item, {
      sourcedId: lineItemId('hw-1', 'class-1'), status: '', dateLastModified: '', title: 'Fractions', description: 'Maths',
      assignDate: '2026-11-02T00:00:00.000Z', dueDate: '2026-11-09T00:00:00.000Z', classSourcedId: 'CLS-7A',
      categorySourcedId: HOMEWORK_CATEGORY.sourcedId, academicSessionSourcedId: 'TERM-AUT', resultValueMin: '', resultValueMax: '', schoolSourcedId: 'ORG-1',
    });
  });

  test('a result per student with a class: status, points against text, late and missing', () => {
    const results = read(files['results.csv']);
    const pick = (row: Record<string, string>) => [row.studentSourcedId, row.scoreStatus, row.score, row.textScore, row.comment, row.late, row.missing];
    assert.deepEqual(results.map(pick), [
      ['S1', 'fully graded', '8', '8', 'Good', 'false', 'false'],
      ['S2', 'fully graded', '', 'Merit', '', 'true', 'false'],
      ['S3', 'submitted', '', '', '', 'false', 'false'],
      ['S4', 'not submitted', '', '', '', 'false', 'true'],
    ]);
    assert.equal(results[0].sourcedId, resultId('l1', 'class-1'));
    assert.equal(results[0].scoreDate, '2026-11-12');
    assert.ok(results.every((row) => row.lineItemSourcedId === lineItemId('hw-1', 'class-1') && row.classSourcedId === 'CLS-7A'));
  });

  test('a comment that looks like a formula goes to the school\u2019s system as written', () => {
    const text = gradebookFiles(exportOf([handIn({ handedInDay: '2026-11-09', comments: '=1+1, see me' })]))['results.csv'];
    assert.equal(read(text)[0].comment, '=1+1, see me');
  });
});
