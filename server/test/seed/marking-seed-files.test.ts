// The demo's submitted files: each small kind is a real file of its type, and the .doc writer's text
// reads back through the compound file's directory, the FIB and the piece table, paragraph by paragraph.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEMO_SUBMISSION_FILES, DEMO_SUBMISSION_PREFIX, makeDemoSubmissionFile } from '../../src/seed/submission-files';
import { wordDoc } from '../../src/seed/word-doc';

/** The text of a .doc as a reader finds it: directory → WordDocument and 1Table → FIB → Clx → piece. */
function readDocText(file: Buffer): string {
  const sector = (n: number) => 512 + n * 512;
  const directory = sector(file.readUInt32LE(48));
  const streams = new Map<string, number>();
  for (let at = directory; at < directory + 512; at += 128) {
    const nameLength = file.readUInt16LE(at + 64);
    if (nameLength) streams.set(file.toString('utf16le', at, at + nameLength - 2), sector(file.readUInt32LE(at + 116)));
  }
  const word = streams.get('WordDocument')!;
  assert.equal(file.readUInt16LE(word), 0xa5ec, 'wIdent');
  const table = streams.get(file.readUInt16LE(word + 10) & 0x0200 ? '1Table' : '0Table')!;
  const ccpText = file.readUInt32LE(word + 76);
  const clx = table + file.readUInt32LE(word + 154 + 33 * 8);
  assert.equal(file[clx], 0x02, 'Pcdt');
  const fc = file.readUInt32LE(clx + 15);
  assert.ok(fc & 0x40000000, 'compressed (8-bit) piece');
  const start = word + (fc & 0x3fffffff) / 2;
  return file.toString('latin1', start, start + ccpText);
}

describe('demo submission files', () => {
  test('a .doc holds its paragraphs, each ended by a paragraph mark', () => {
    const paragraphs = ['Revision notes', '', 'Evaporation: the sun heats water.', 'Odd characters ‘like these’ become ?'];
    const file = wordDoc(paragraphs);
    assert.equal(file.subarray(0, 8).toString('hex'), 'd0cf11e0a1b11ae1');
    assert.equal(file.length % 512, 0);
    assert.equal(readDocText(file), 'Revision notes\r\rEvaporation: the sun heats water.\rOdd characters ?like these? become ?\r');
  });

  test('every small kind is a file of its type; other keys make nothing', async () => {
    const magic: Record<string, string> = {
      pdf: '25504446', docx: '504b0304', pptx: '504b0304', xlsx: '504b0304', zip: '504b0304', doc: 'd0cf11e0',
      mp3: 'fffb90c4', png: '89504e47', jpg: 'ffd8ffe0', gif: '47494638',
    };
    for (const file of DEMO_SUBMISSION_FILES.filter((f) => f.nominalSize < 1_000_000)) {
      const made = await makeDemoSubmissionFile(`${DEMO_SUBMISSION_PREFIX}${file.slug}`);
      const kind = file.fileName.split('.').pop()!;
      assert.ok(made, file.slug);
      assert.equal(made.subarray(0, 4).toString('hex'), magic[kind], file.fileName);
    }
    assert.equal(await makeDemoSubmissionFile('homework/some-school/some-file'), null);
    assert.equal(await makeDemoSubmissionFile(`${DEMO_SUBMISSION_PREFIX}unknown`), null);
  });

  test('the two oversize files are listed over the viewer limits', () => {
    const size = (slug: string) => DEMO_SUBMISSION_FILES.find((f) => f.slug === slug)!.nominalSize;
    assert.ok(size('large-docx') > 10_485_760);
    assert.ok(size('large-xlsx') > 5_242_880);
  });
});
