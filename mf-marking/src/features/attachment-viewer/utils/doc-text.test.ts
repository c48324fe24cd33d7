import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DocFormatError, docParagraphs, readDocParagraphs } from './doc-text';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, '../fixtures', name)));

describe('docParagraphs', () => {
  it.each([
    ['paragraph marks end paragraphs', 'One\rTwo\r', ['One', 'Two']],
    ['a page break ends a paragraph', 'One\fTwo', ['One', 'Two']],
    ['an empty paragraph is kept between others', 'One\r\rTwo\r', ['One', '', 'Two']],
    ['a line break stays within the paragraph', 'One\u000bline two\r', ['One\nline two']],
    ['table cell marks become tabs, trailing ones dropped', 'A\u0007B\u0007\r', ['A\tB']],
    ['a non-breaking hyphen is a hyphen, an optional one disappears', 'well\u001eknown co\u001fop\r', ['well-known coop']],
    ['a field shows its result, not its instruction', 'Date: \u0013 DATE \\@ "d/M/yyyy" \u001422/11/2026\u0015\r', ['Date: 22/11/2026']],
    ['nested fields keep only the shown result', '\u0013 IF \u0013 PAGE \u00142\u0015 \u0014shown\u0015\r', ['shown']],
    ['trailing empty paragraphs are dropped', 'Last\r\r\r', ['Last']],
    ['text after the last mark is its own paragraph', 'One\rTwo', ['One', 'Two']],
  ])('%s', (_rule, raw, expected) => {
    expect(docParagraphs(raw)).toEqual(expected);
  });
});

describe('readDocParagraphs', () => {
  it('reads a Word 97-2003 file paragraph by paragraph', () => {
    expect(readDocParagraphs(fixture('notes.doc'))).toEqual([
      'Revision notes: the water cycle',
      '',
      'Evaporation: the sun heats water.',
      'Condensation: clouds form.',
    ]);
  });

  it('refuses bytes that are not a Word file', () => {
    expect(() => readDocParagraphs(new TextEncoder().encode('not a word file'))).toThrow();
    expect(() => readDocParagraphs(fixture('slides.pptx'))).toThrow(DocFormatError);
  });
});
