// The demo's student submissions: one file of every kind the marking view's viewer takes (pdf, docx,
// doc, pptx, xlsx, mp3, png, jpg, gif), a Word file over 10 MB, an Excel file over 5 MB and a zip.
// The seed writes only their rows (storage keys under DEMO_SUBMISSION_PREFIX, shared by every row
// of a kind); each file is made the first time it is read (demoSubmissionFile), by libraries or from
// the small files in ./files, so seeding stays fast and needs no storage.
import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';
import { wordDoc } from './word-doc';
import { Random } from './random';

export const DEMO_SUBMISSION_PREFIX = 'demo/submissions/';

export interface DemoSubmissionFile {
  /** Storage key suffix. */
  slug: string;
  fileName: string;
  contentType: string;
  /** Close to the made file's size (the real size replaces it when the file is made). */
  nominalSize: number;
}

export const DEMO_SUBMISSION_FILES: readonly DemoSubmissionFile[] = [
  { slug: 'essay-pdf', fileName: 'Essay.pdf', contentType: 'application/pdf', nominalSize: 1_182 },
  { slug: 'essay-docx', fileName: 'Essay.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', nominalSize: 9_679 },
  { slug: 'notes-doc', fileName: 'Revision notes.doc', contentType: 'application/msword', nominalSize: 9_728 },
  { slug: 'slides-pptx', fileName: 'Presentation.pptx', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', nominalSize: 59_497 },
  { slug: 'results-xlsx', fileName: 'Results.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', nominalSize: 7_168 },
  { slug: 'reading-mp3', fileName: 'Reading aloud.mp3', contentType: 'audio/mpeg', nominalSize: 32_109 },
  { slug: 'diagram-png', fileName: 'Diagram.png', contentType: 'image/png', nominalSize: 2_905 },
  { slug: 'sketch-jpg', fileName: 'Sketch.jpg', contentType: 'image/jpeg', nominalSize: 543 },
  { slug: 'animation-gif', fileName: 'Animation.gif', contentType: 'image/gif', nominalSize: 405 },
  { slug: 'large-docx', fileName: 'Portfolio (large).docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', nominalSize: 10_847_644 },
  { slug: 'large-xlsx', fileName: 'Data log (large).xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', nominalSize: 5_894_110 },
  { slug: 'project-zip', fileName: 'Project files.zip', contentType: 'application/zip', nominalSize: 355 },
];

const ESSAY = [
  'Macbeth: how does Shakespeare present ambition?',
  'In Act 1 Macbeth is a loyal soldier, praised by the King for his bravery in battle.',
  'The witches’ prophecy awakens an ambition that Lady Macbeth then sharpens into a plan.',
  'By Act 5 his ambition has left him alone: “I have lived long enough.”',
];

/** Deterministic pixels no compressor can shrink, so a file reaches a size without taking long to make. */
function noisePng(width: number, height: number, seed: string): Buffer {
  const random = new Random(seed);
  const rowLength = width * 3 + 1;
  const raw = Buffer.alloc(rowLength * height);
  for (let i = 0; i < raw.length; i += 4) raw.writeUInt32LE(random.uint32(), Math.min(i, raw.length - 4));
  for (let y = 0; y < height; y++) raw[y * rowLength] = 0;
  return png(width, height, raw, 1);
}

function png(width: number, height: number, raw: Buffer, level = 6): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level })), chunk('IEND', Buffer.alloc(0))]);
}

/** A labelled bar chart drawn in pixels: something worth zooming into. */
function diagramPng(): Buffer {
  const [width, height] = [480, 320];
  const rowLength = width * 3 + 1;
  const raw = Buffer.alloc(rowLength * height, 255);
  const bars = [0.35, 0.6, 0.85, 0.5, 0.7];
  const colours = [[22, 119, 255], [82, 196, 26], [250, 140, 22], [235, 47, 150], [19, 194, 194]];
  for (let y = 0; y < height; y++) {
    raw[y * rowLength] = 0;
    for (let x = 0; x < width; x++) {
      const bar = Math.floor((x - 40) / 85);
      const inBar = x >= 40 && bar < bars.length && (x - 40) % 85 < 60 && y > height - 30 - bars[bar] * (height - 60) && y < height - 30;
      const axis = (x === 39 && y > 20 && y < height - 29) || (y === height - 30 && x > 38 && x < width - 20);
      const colour = axis ? [0, 0, 0] : inBar ? colours[bar] : [255, 255, 255];
      raw.set(colour, y * rowLength + 1 + x * 3);
    }
  }
  return png(width, height, raw);
}

/** About two seconds of silent MPEG-1 Layer III (128 kbit/s, 44.1 kHz, mono): zeroed frames decode as silence. */
function silentMp3(frames = 77): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** A zip of stored (uncompressed) files. */
function storedZip(files: { name: string; content: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1 January 1980
    local.writeUInt32LE(crc32(file.content), 14);
    local.writeUInt32LE(file.content.length, 18);
    local.writeUInt32LE(file.content.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc32(file.content), 16);
    central.writeUInt32LE(file.content.length, 20);
    central.writeUInt32LE(file.content.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, file.content);
    centrals.push(central, name);
    offset += local.length + name.length + file.content.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function essayPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  page.drawText(ESSAY[0], { x: 50, y: 780, size: 18, font, color: rgb(0.1, 0.1, 0.3) });
  // Helvetica (WinAnsi) has no curly quotes: straight ones in the PDF.
  ESSAY.slice(1).forEach((line, i) => page.drawText(line.replace(/[‘’]/g, "'").replace(/[“”]/g, '"'), { x: 50, y: 740 - i * 24, size: 11, font }));
  return Buffer.from(await pdf.save());
}

async function essayDocx(image?: Buffer): Promise<Buffer> {
  const doc = new Document({
    creator: 'Homework demo',
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(ESSAY[0])] }),
          ...ESSAY.slice(1).map((line) => new Paragraph({ children: [new TextRun(line)] })),
          ...(image ? [new Paragraph({ children: [new ImageRun({ type: 'png', data: image, transformation: { width: 600, height: 600 } })] })] : []),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function slidesPptx(): Promise<Buffer> {
  const deck = new PptxGenJS();
  // Title and body placeholders, as PowerPoint's own layouts have them: the viewer draws the title as the slide's heading.
  deck.defineSlideMaster({
    title: 'TITLE_AND_BODY',
    objects: [
      { placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.4, w: 9, h: 1 }, text: '' } },
      { placeholder: { options: { name: 'body', type: 'body', x: 0.5, y: 1.6, w: 9, h: 1 }, text: '' } },
    ],
  });
  const titles = ['The water cycle', 'Evaporation', 'Condensation and precipitation'];
  titles.forEach((title, i) => {
    const slide = deck.addSlide({ masterName: 'TITLE_AND_BODY' });
    slide.addText(title, { placeholder: 'title', fontSize: 32, bold: true });
    slide.addText(i === 0 ? 'Year 8 Geography presentation' : `Slide ${i + 1}: key points about ${title.toLowerCase()}.`, { placeholder: 'body', fontSize: 18 });
  });
  return (await deck.write({ outputType: 'nodebuffer' })) as Buffer;
}

async function resultsXlsx(image?: Buffer): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = book.modified = new Date('2026-01-01T00:00:00Z');
  const results = book.addWorksheet('Results');
  results.addRow(['Experiment', 'Temperature (°C)', 'Time (s)']);
  [['Trial 1', 20, 64], ['Trial 2', 30, 41], ['Trial 3', 40, 27], ['Trial 4', 50, 18]].forEach((row) => results.addRow(row));
  const notes = book.addWorksheet('Notes');
  notes.addRow(['Rates of reaction: the hotter the acid, the faster the reaction.']);
  if (image) {
    const id = book.addImage({ buffer: image as unknown as ExcelJS.Buffer, extension: 'png' });
    notes.addImage(id, { tl: { col: 0, row: 2 }, ext: { width: 800, height: 800 } });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const fromFile = (name: string) => readFile(new URL(`./files/${name}`, import.meta.url));

const MAKERS: Record<string, () => Promise<Buffer>> = {
  'essay-pdf': essayPdf,
  'essay-docx': () => essayDocx(),
  'notes-doc': async () => wordDoc(['Revision notes: the water cycle', '', 'Evaporation: the sun heats water in seas and lakes.', 'Condensation: water vapour cools and forms clouds.', 'Precipitation: water falls as rain, snow or hail.']),
  'slides-pptx': slidesPptx,
  'results-xlsx': () => resultsXlsx(),
  'reading-mp3': async () => silentMp3(),
  'diagram-png': async () => diagramPng(),
  'sketch-jpg': () => fromFile('logo-sketch.jpg'),
  'animation-gif': () => fromFile('logo-animation.gif'),
  // 1,900 × 1,900 pixels of noise: about 10.8 MB that no zip can shrink (over the 10 MB Word limit).
  'large-docx': async () => essayDocx(noisePng(1900, 1900, 'large-docx')),
  // 1,400 × 1,400: about 5.9 MB (over the 5 MB Excel limit).
  'large-xlsx': async () => resultsXlsx(noisePng(1400, 1400, 'large-xlsx')),
  'project-zip': async () =>
    storedZip([
      { name: 'project/README.txt', content: Buffer.from('Design and technology project: a desk tidy.\r\n') },
      { name: 'project/measurements.csv', content: Buffer.from('part,length mm,width mm\r\nbase,200,120\r\nside,120,80\r\n') },
    ]),
};

/** The demo file stored under `key`, made now; null when the key is not a demo submission. */
export async function makeDemoSubmissionFile(key: string): Promise<Buffer | null> {
  if (!key.startsWith(DEMO_SUBMISSION_PREFIX)) return null;
  const make = MAKERS[key.slice(DEMO_SUBMISSION_PREFIX.length)];
  return make ? make() : null;
}
