import { viewerLimits } from '@homework/contracts';
import { viewerChoice, viewerLabel } from './viewer-choice';

const MB = 1024 * 1024;

describe('viewerChoice', () => {
  it.each([
    ['Essay.pdf', 50 * MB, { show: 'inline', kind: 'pdf' }],
    ['Essay.docx', viewerLimits.word - 1, { show: 'inline', kind: 'docx' }],
    ['Essay.docx', viewerLimits.word, { show: 'tooLarge', kind: 'docx' }],
    ['Notes.DOC', 10 * MB - 1, { show: 'inline', kind: 'doc' }],
    ['Notes.doc', 10 * MB, { show: 'tooLarge', kind: 'doc' }],
    ['Slides.pptx', 10 * MB - 1, { show: 'inline', kind: 'pptx' }],
    ['Slides.pptx', 10 * MB, { show: 'tooLarge', kind: 'pptx' }],
    ['Results.xlsx', 5 * MB - 1, { show: 'inline', kind: 'xlsx' }],
    ['Results.xlsx', 5 * MB, { show: 'tooLarge', kind: 'xlsx' }],
    ['Reading.mp3', 30 * MB, { show: 'inline', kind: 'audio' }],
    ['Diagram.png', 1, { show: 'inline', kind: 'image' }],
    ['Sketch.JPG', 1, { show: 'inline', kind: 'image' }],
    ['Sketch.jpeg', 1, { show: 'inline', kind: 'image' }],
    ['Animation.gif', 1, { show: 'inline', kind: 'image' }],
    ['Project files.zip', 1, { show: 'download' }],
    ['README', 1, { show: 'download' }],
    ['essay.pdf.exe', 1, { show: 'download' }],
  ])('%s of %i bytes → %j', (FileName, FileSize, expected) => {
    expect(viewerChoice({ FileName, FileSize })).toEqual(expected);
  });

  it('names the content for assistive technology by file and kind', () => {
    expect(viewerLabel('Results.xlsx', 'xlsx')).toBe('Results.xlsx, Excel workbook');
  });
});
