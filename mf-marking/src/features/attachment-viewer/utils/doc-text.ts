// The text of a Word 97-2003 (.doc) file, paragraph by paragraph (MS-DOC): the compound file's
// WordDocument stream holds the FIB and the characters, the table stream (0Table or 1Table) the
// piece table (Clx) that says where each run of the text lives and whether it is 8-bit or UTF-16.
// Only the main document's text is read (not headers, footnotes or comments); field instructions
// are dropped and their shown results kept, so a date field reads as its date.
import * as CFB from 'cfb';

export class DocFormatError extends Error {}

const FIB_MAGIC = 0xa5ec;
const FLAG_WHICH_TABLE = 0x0200;
const FIB_CSW_AT = 32;
/** fibRgFcLcb97 index of the fcClx/lcbClx pair. */
const CLX_PAIR = 33;
/** fibRgLw index of ccpText, the main document's length in characters. */
const CCP_TEXT = 3;

const CLX_PRC = 0x01;
const CLX_PCDT = 0x02;
const PCD_SIZE = 8;
const FC_COMPRESSED = 0x40000000;

const FIELD_BEGIN = 0x13;
const FIELD_SEPARATOR = 0x14;
const FIELD_END = 0x15;

function streamBytes(container: CFB.CFB$Container, name: string): Uint8Array {
  const entry = CFB.find(container, name);
  if (!entry?.content) throw new DocFormatError(`The file has no ${name} stream.`);
  return entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content);
}

interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
}

function pieceTable(table: DataView, fcClx: number, lcbClx: number): Piece[] {
  let at = fcClx;
  const end = fcClx + lcbClx;
  if (end > table.byteLength) throw new DocFormatError('The piece table lies outside the table stream.');
  // Prc entries (property modifiers) come first; only their sizes matter here.
  while (at < end && table.getUint8(at) === CLX_PRC) at += 3 + table.getUint16(at + 1, true);
  if (at >= end || table.getUint8(at) !== CLX_PCDT) throw new DocFormatError('The file has no piece table.');
  const lcb = table.getUint32(at + 1, true);
  const plc = at + 5;
  const count = (lcb - 4) / (4 + PCD_SIZE);
  if (!Number.isInteger(count) || count < 1 || plc + lcb > table.byteLength) throw new DocFormatError('The piece table is damaged.');
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const pcd = plc + (count + 1) * 4 + i * PCD_SIZE;
    const fcValue = table.getUint32(pcd + 2, true);
    const compressed = (fcValue & FC_COMPRESSED) !== 0;
    const fc = fcValue & 0x3fffffff;
    pieces.push({ cpStart: table.getUint32(plc + i * 4, true), cpEnd: table.getUint32(plc + (i + 1) * 4, true), fc: compressed ? fc / 2 : fc, compressed });
  }
  return pieces;
}

const windows1252 = new TextDecoder('windows-1252');
const utf16 = new TextDecoder('utf-16le');

/** The document's characters as Word stores them, control characters included. */
export function docRawText(bytes: Uint8Array): string {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'array' });
  } catch {
    throw new DocFormatError('The file is not a Word 97-2003 document.');
  }
  const word = streamBytes(container, 'WordDocument');
  const fib = new DataView(word.buffer, word.byteOffset, word.byteLength);
  if (word.byteLength < 154 || fib.getUint16(0, true) !== FIB_MAGIC) throw new DocFormatError('The file is not a Word 97-2003 document.');
  const table = streamBytes(container, fib.getUint16(10, true) & FLAG_WHICH_TABLE ? '1Table' : '0Table');
  // The FIB's variable parts: fibRgW (csw words), fibRgLw (cslw longs), then fibRgFcLcb.
  const csw = fib.getUint16(FIB_CSW_AT, true);
  const lwAt = FIB_CSW_AT + 2 + csw * 2 + 2;
  const cslw = fib.getUint16(lwAt - 2, true);
  const fcLcbAt = lwAt + cslw * 4 + 2;
  const ccpText = fib.getUint32(lwAt + CCP_TEXT * 4, true);
  const fcClx = fib.getUint32(fcLcbAt + CLX_PAIR * 8, true);
  const lcbClx = fib.getUint32(fcLcbAt + CLX_PAIR * 8 + 4, true);
  const pieces = pieceTable(new DataView(table.buffer, table.byteOffset, table.byteLength), fcClx, lcbClx);
  let text = '';
  for (const piece of pieces) {
    if (piece.cpStart >= ccpText) break;
    const characters = Math.min(piece.cpEnd, ccpText) - piece.cpStart;
    const length = piece.compressed ? characters : characters * 2;
    if (piece.fc + length > word.byteLength) throw new DocFormatError('The text lies outside the document stream.');
    const run = word.subarray(piece.fc, piece.fc + length);
    text += (piece.compressed ? windows1252 : utf16).decode(run);
  }
  return text;
}

/**
 * Word's control characters made plain: paragraph marks (13) and page or section breaks (12) end a
 * paragraph, a line break (11) is a new line within it, table cell marks (7) become tabs, a
 * non-breaking hyphen (30) a hyphen; optional hyphens (31) and field instructions disappear.
 */
export function docParagraphs(rawText: string): string[] {
  const paragraphs: string[] = [];
  let current = '';
  // One entry per open field: true while reading its instruction (before the separator).
  const fields: boolean[] = [];
  for (const char of rawText) {
    const code = char.charCodeAt(0);
    if (code === FIELD_BEGIN) {
      fields.push(true);
      continue;
    }
    if (code === FIELD_SEPARATOR) {
      if (fields.length) fields[fields.length - 1] = false;
      continue;
    }
    if (code === FIELD_END) {
      fields.pop();
      continue;
    }
    if (fields.includes(true)) continue;
    if (code === 13 || code === 12) {
      paragraphs.push(current);
      current = '';
    } else if (code === 11) current += '\n';
    else if (code === 7) current += '\t';
    else if (code === 30) current += '-';
    else if (code === 9 || code >= 32) current += char;
  }
  if (current) paragraphs.push(current);
  const cleaned = paragraphs.map((paragraph) => paragraph.replace(/\t+$/, ''));
  while (cleaned.length && cleaned[cleaned.length - 1].trim() === '') cleaned.pop();
  return cleaned;
}

export const readDocParagraphs = (bytes: Uint8Array) => docParagraphs(docRawText(bytes));
