// What the viewer does with one attachment (02 §2.2, §9): shows it inline, offers an oversize Word,
// PowerPoint or Excel file as a download with the too-large note, or offers any other type as a download.
import { isViewableSize, viewerFor, type Language, type StudentAttachment, type ViewerKind } from '@homework/contracts';
import { markingText } from '../../../messages';

export type InlineKind = Exclude<ViewerKind, 'none'>;

export type ViewerChoice = { show: 'inline'; kind: InlineKind } | { show: 'tooLarge'; kind: InlineKind } | { show: 'download' };

export function viewerChoice(attachment: Pick<StudentAttachment, 'FileName' | 'FileSize'>): ViewerChoice {
  const kind = viewerFor(attachment.FileName);
  if (kind === 'none') return { show: 'download' };
  return isViewableSize(kind, attachment.FileSize) ? { show: 'inline', kind } : { show: 'tooLarge', kind };
}

/** How each viewer names its content for assistive technology: '{file name}, {kind}', in the page's language. */
export const viewerLabel = (fileName: string, kind: InlineKind, language: Language = 'en') =>
  markingText.format('files.label', { name: fileName, kind }, language);
