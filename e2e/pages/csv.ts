import fs from 'node:fs/promises';
import { expect, type Download } from '@playwright/test';

/** RFC 4180 rows of a CSV (quoted fields with commas, doubled quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r' && c !== '\n')) {
      field += c;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    }
  }
  return rows;
}

/** A downloaded CSV's rows, after checking that it opens with the BOM (so Excel reads it as UTF-8). */
export async function readCsv(download: Download): Promise<string[][]> {
  const text = await fs.readFile((await download.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return parseCsv(text.slice(1));
}
