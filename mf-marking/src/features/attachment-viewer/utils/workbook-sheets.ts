// An Excel workbook's visible sheets as grids of the texts Excel shows (numbers and dates in their
// cell formats, formulas as their last results), read with exceljs. A sheet is cut at a size a page
// can draw quickly; the viewer says when it was.
import ExcelJS, { type Workbook } from 'exceljs';

export const MAX_SHOWN_ROWS = 500;
export const MAX_SHOWN_COLUMNS = 52;

export interface SheetGrid {
  name: string;
  /** rows[r][c] is the text of the cell at row r + 1, column c + 1. */
  rows: string[][];
  columnCount: number;
  /** True when the sheet has more rows or columns than are shown. */
  cut: boolean;
}

/** 1 → A, 27 → AA: the column headings. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export function sheetGrids(workbook: Workbook): SheetGrid[] {
  return workbook.worksheets
    .filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden')
    .map((sheet) => {
      const lastRow = sheet.rowCount;
      const lastColumn = sheet.columnCount;
      const rowsShown = Math.min(lastRow, MAX_SHOWN_ROWS);
      const columnsShown = Math.min(lastColumn, MAX_SHOWN_COLUMNS);
      const rows: string[][] = [];
      for (let r = 1; r <= rowsShown; r++) {
        const row = sheet.getRow(r);
        const cells: string[] = [];
        for (let c = 1; c <= columnsShown; c++) cells.push(cellText(() => row.getCell(c).text));
        rows.push(cells);
      }
      return { name: sheet.name, rows, columnCount: columnsShown, cut: lastRow > rowsShown || lastColumn > columnsShown };
    });
}

/** A cell exceljs cannot format (an unusual value type) shows as empty rather than stopping the sheet. */
function cellText(read: () => string): string {
  try {
    return read() ?? '';
  } catch {
    return '';
  }
}

export async function readWorkbookSheets(bytes: ArrayBuffer): Promise<SheetGrid[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  return sheetGrids(workbook);
}
