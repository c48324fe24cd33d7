// The slides of a PowerPoint (.pptx) file, in order, as text and pictures (ECMA-376 PresentationML):
// the presentation's slide list names each slide part through its relationships; a slide's text is
// its shapes' paragraphs (a:p of a:t runs), its pictures the media its a:blip elements point at.
import { unzipSync } from 'fflate';

export class PptxFormatError extends Error {}

export interface SlideShape {
  /** True for the slide's title placeholder. */
  title: boolean;
  paragraphs: string[];
}

export interface SlidePicture {
  name: string;
  /** The picture's description (alt text) if the author gave one. */
  description: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface Slide {
  number: number;
  shapes: SlideShape[];
  pictures: SlidePicture[];
}

type Parts = Record<string, Uint8Array>;

const text = new TextDecoder('utf-8');
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function xml(parts: Parts, path: string): Document | null {
  const bytes = parts[path];
  if (!bytes) return null;
  const doc = new DOMParser().parseFromString(text.decode(bytes), 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new PptxFormatError(`${path} is not well-formed.`);
  return doc;
}

/** Resolves a relationship target against the folder of the part that names it. */
export function resolvePartPath(fromPart: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = fromPart.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

function relationships(parts: Parts, partPath: string): Map<string, string> {
  const folder = partPath.split('/').slice(0, -1).join('/');
  const name = partPath.split('/').pop();
  const doc = xml(parts, `${folder}/_rels/${name}.rels`);
  const found = new Map<string, string>();
  if (!doc) return found;
  for (const rel of Array.from(doc.getElementsByTagName('Relationship'))) {
    if (rel.getAttribute('TargetMode') === 'External') continue;
    const id = rel.getAttribute('Id');
    const target = rel.getAttribute('Target');
    if (id && target) found.set(id, resolvePartPath(partPath, target));
  }
  return found;
}

const byTag = (parent: Element | Document, tag: string) => Array.from(parent.getElementsByTagName(tag));

function shapeOf(shape: Element): SlideShape {
  const placeholder = byTag(shape, 'p:ph')[0]?.getAttribute('type');
  const paragraphs = byTag(shape, 'a:p').map((paragraph) =>
    Array.from(paragraph.getElementsByTagName('*'))
      .map((node) => (node.tagName === 'a:t' ? node.textContent ?? '' : node.tagName === 'a:br' ? '\n' : ''))
      .join(''),
  );
  return { title: placeholder === 'title' || placeholder === 'ctrTitle', paragraphs };
}

const MEDIA_TYPES: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', bmp: 'image/bmp', svg: 'image/svg+xml', webp: 'image/webp',
};

export function readPptxSlides(bytes: Uint8Array): Slide[] {
  let parts: Parts;
  try {
    parts = unzipSync(bytes);
  } catch {
    throw new PptxFormatError('The file is not a PowerPoint presentation.');
  }
  const presentationPath = 'ppt/presentation.xml';
  const presentation = xml(parts, presentationPath);
  if (!presentation) throw new PptxFormatError('The file is not a PowerPoint presentation.');
  const rels = relationships(parts, presentationPath);
  const slidePaths = byTag(presentation, 'p:sldId')
    .map((slideId) => rels.get(slideId.getAttributeNS(NS_R, 'id') ?? slideId.getAttribute('r:id') ?? ''))
    .filter((path): path is string => !!path && !!parts[path]);
  return slidePaths.map((slidePath, index) => {
    const slide = xml(parts, slidePath)!;
    const slideRels = relationships(parts, slidePath);
    const shapes = byTag(slide, 'p:sp').map(shapeOf).filter((shape) => shape.paragraphs.some((p) => p.trim() !== ''));
    const pictures = byTag(slide, 'p:pic').flatMap((picture): SlidePicture[] => {
      const blip = byTag(picture, 'a:blip')[0];
      const path = slideRels.get(blip?.getAttributeNS(NS_R, 'embed') ?? blip?.getAttribute('r:embed') ?? '');
      const contentType = MEDIA_TYPES[path?.split('.').pop()?.toLowerCase() ?? ''];
      if (!path || !parts[path] || !contentType) return [];
      const properties = byTag(picture, 'p:cNvPr')[0];
      return [{ name: properties?.getAttribute('name') ?? '', description: properties?.getAttribute('descr') ?? '', contentType, bytes: parts[path] }];
    });
    // The title first, as PowerPoint's outline view shows it.
    shapes.sort((a, b) => Number(b.title) - Number(a.title));
    return { number: index + 1, shapes, pictures };
  });
}
