import ExcelJS from 'exceljs';
import { MAX_SHOWN_ROWS, columnName, readWorkbookSheets } from './workbook-sheets';

describe('columnName', () => {
  it.each([
    [1, 'A'],
    [26, 'Z'],
    [27, 'AA'],
    [52, 'AZ'],
    [703, 'AAA'],
  ])('%i → %s', (column, expected) => {
    expect(columnName(column)).toBe(expected);
  });
});

async function workbookBytes(build: (book: ExcelJS.Workbook) => void): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  build(book);
  const buffer = await book.xlsx.writeBuffer();
  return new Uint8Array(buffer as ArrayBuffer).slice().buffer;
}

describe('readWorkbookSheets', () => {
  it('gives each visible sheet as the texts Excel shows, hidden sheets left out', async () => {
    const bytes = await workbookBytes((book) => {
      const results = book.addWorksheet('Results');
      results.addRow(['Experiment', 'Time (s)']);
      results.addRow(['Trial 1', 64]);
      results.getCell('C2').value = { formula: 'B2*2', result: 128 };
      book.addWorksheet('Secret', { state: 'hidden' }).addRow(['hidden']);
      book.addWorksheet('Notes').addRow(['Hotter is faster.']);
    });
    const sheets = await readWorkbookSheets(bytes);
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Results', 'Notes']);
    expect(sheets[0].rows).toEqual([
      ['Experiment', 'Time (s)', ''],
      ['Trial 1', '64', '128'],
    ]);
    expect(sheets[0]).toMatchObject({ columnCount: 3, cut: false });
    expect(sheets[1].rows).toEqual([['Hotter is faster.']]);
  });

  it('cuts a long sheet and says so', async () => {
    const bytes = await workbookBytes((book) => {
      const sheet = book.addWorksheet('Log');
      for (let i = 1; i <= MAX_SHOWN_ROWS + 1; i++) sheet.addRow([i]);
    });
    const [log] = await readWorkbookSheets(bytes);
    expect(log.rows).toHaveLength(MAX_SHOWN_ROWS);
    expect(log.cut).toBe(true);
  });
});
