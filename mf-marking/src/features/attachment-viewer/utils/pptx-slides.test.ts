import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { PptxFormatError, readPptxSlides, resolvePartPath } from './pptx-slides';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, '../fixtures', name)));

describe('resolvePartPath', () => {
  it.each([
    ['ppt/presentation.xml', 'slides/slide1.xml', 'ppt/slides/slide1.xml'],
    ['ppt/slides/slide1.xml', '../media/image1.png', 'ppt/media/image1.png'],
    ['ppt/slides/slide1.xml', '/ppt/media/image2.png', 'ppt/media/image2.png'],
  ])('from %s, %s → %s', (from, target, expected) => {
    expect(resolvePartPath(from, target)).toBe(expected);
  });
});

describe('readPptxSlides', () => {
  it('reads each slide’s text in order, the title shape marked', () => {
    const slides = readPptxSlides(fixture('slides.pptx'));
    expect(slides.map((slide) => slide.number)).toEqual([1, 2, 3]);
    expect(slides.map((slide) => slide.shapes.flatMap((shape) => shape.paragraphs))).toEqual([
      ['The water cycle', 'Year 8 Geography presentation'],
      ['Evaporation', 'Slide 2: key points about evaporation.'],
      ['Condensation and precipitation', 'Slide 3: key points about condensation and precipitation.'],
    ]);
    expect(slides.map((slide) => slide.shapes.map((shape) => shape.title))).toEqual([[true, false], [true, false], [true, false]]);
  });

  it('refuses a zip that is not a presentation', () => {
    expect(() => readPptxSlides(zipSync({ 'word/document.xml': strToU8('<w:document/>') }))).toThrow(PptxFormatError);
  });

  it('refuses bytes that are not a zip', () => {
    expect(() => readPptxSlides(new TextEncoder().encode('plain text'))).toThrow(PptxFormatError);
  });
});
