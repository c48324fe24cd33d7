// A minimal Word 97–2003 (.doc) file holding plain paragraphs, for the demo's student submissions:
// a compound file (MS-CFB, version 3) with a WordDocument stream (the FIB and the text, 8-bit) and a
// 1Table stream (the piece table, MS-DOC Clx). Enough for readers that take a .doc's text by its piece
// table; no styles or formatting. Both streams are 4,096 bytes or more, so no mini stream is needed.
const SECTOR = 512;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;
const STREAM_SIZE = 4096;
const TEXT_AT = 1024;
const CLX_AT = 512;

function wordDocumentStream(text: Buffer): Buffer {
  const stream = Buffer.alloc(STREAM_SIZE);
  stream.writeUInt16LE(0xa5ec, 0); // wIdent
  stream.writeUInt16LE(0x00c1, 2); // nFib: Word 97
  stream.writeUInt16LE(0x0409, 6); // lid: English
  stream.writeUInt16LE(0x1200, 10); // fWhichTblStm (1Table) | fExtChar
  stream.writeUInt16LE(0x00bf, 12); // nFibBack
  stream.writeUInt16LE(14, 32); // csw, then fibRgW (28 bytes)
  stream.writeUInt16LE(22, 62); // cslw, then fibRgLw (88 bytes)
  stream.writeUInt32LE(TEXT_AT + text.length, 64); // cbMac
  stream.writeUInt32LE(text.length, 76); // ccpText
  stream.writeUInt16LE(93, 152); // cbRgFcLcb, then fibRgFcLcb97 (93 pairs)
  stream.writeUInt32LE(CLX_AT, 154 + 33 * 8); // fcClx
  stream.writeUInt32LE(21, 154 + 33 * 8 + 4); // lcbClx
  text.copy(stream, TEXT_AT);
  return stream;
}

function tableStream(characters: number): Buffer {
  const stream = Buffer.alloc(STREAM_SIZE);
  stream[CLX_AT] = 0x02; // Pcdt
  stream.writeUInt32LE(16, CLX_AT + 1); // PlcPcd: two CPs and one PCD
  stream.writeUInt32LE(0, CLX_AT + 5);
  stream.writeUInt32LE(characters, CLX_AT + 9);
  // PCD: the one piece, compressed (8-bit) text at TEXT_AT.
  stream.writeUInt32LE((0x40000000 | (TEXT_AT * 2)) >>> 0, CLX_AT + 15);
  return stream;
}

function directoryEntry(name: string, type: number, left: number, right: number, child: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  const utf16 = Buffer.from(`${name}\0`, 'utf16le');
  utf16.copy(entry, 0);
  entry.writeUInt16LE(name ? utf16.length : 0, 64);
  entry[66] = type;
  entry[67] = 1; // black
  entry.writeUInt32LE(left, 68);
  entry.writeUInt32LE(right, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/** A .doc whose text is `paragraphs`, one paragraph each (characters outside Windows-1252 become '?'). */
export function wordDoc(paragraphs: string[]): Buffer {
  const text = Buffer.from(paragraphs.map((p) => `${p}\r`).join('').replace(/[^\x20-\x7e\r]/g, '?'), 'latin1');
  const streams = [wordDocumentStream(text), tableStream(text.length)];
  const sectorsPer = STREAM_SIZE / SECTOR;
  // Sector 0: the FAT; 1: the directory; then each stream in turn.
  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4);
  const starts = streams.map((_, i) => 2 + i * sectorsPer);
  for (const start of starts) {
    for (let s = start; s < start + sectorsPer; s++) fat.writeUInt32LE(s === start + sectorsPer - 1 ? ENDOFCHAIN : s + 1, s * 4);
  }
  // The root's child is WordDocument; 1Table (shorter name, so smaller) is its left sibling.
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, NOSTREAM, NOSTREAM, 1, ENDOFCHAIN, 0),
    directoryEntry('WordDocument', 2, 2, NOSTREAM, NOSTREAM, starts[0], STREAM_SIZE),
    directoryEntry('1Table', 2, NOSTREAM, NOSTREAM, NOSTREAM, starts[1], STREAM_SIZE),
    directoryEntry('', 0, NOSTREAM, NOSTREAM, NOSTREAM, 0, 0),
  ]);
  const header = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24);
  header.writeUInt16LE(0x0003, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(STREAM_SIZE, 56); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60);
  header.writeUInt32LE(ENDOFCHAIN, 68);
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREESECT, 76 + i * 4);
  return Buffer.concat([header, fat, directory, ...streams]);
}
