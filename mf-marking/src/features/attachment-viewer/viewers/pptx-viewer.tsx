// PowerPoint (.pptx): each slide in order, its title, its text paragraph by paragraph and its pictures.
import { useEffect, useMemo } from 'react';
import { readPptxSlides, type Slide } from '../utils/pptx-slides';
import { ViewerFrame } from '../components/viewer-frame';
import { ViewerFailed, ViewerLoading } from '../components/viewer-status';
import { useParsedFile } from '../components/use-parsed-file';
import type { ViewerProps } from './viewer-props';
import { useViewerMessages } from './messages';

const parse = (bytes: ArrayBuffer) => readPptxSlides(new Uint8Array(bytes));

export function PptxViewer({ attachment, label }: ViewerProps) {
  const file = useParsedFile(attachment, parse);
  if (file.state === 'loading') return <ViewerLoading />;
  if (file.state === 'failed') return <ViewerFailed fileName={attachment.FileName} reason={file.reason} />;
  return (
    <ViewerFrame label={label}>
      {file.value.length === 0 && <p>This presentation has no slides.</p>}
      {file.value.map((slide) => (
        <SlideCard key={slide.number} slide={slide} count={file.value.length} />
      ))}
    </ViewerFrame>
  );
}

function SlideCard({ slide, count }: { slide: Slide; count: number }) {
  const t = useViewerMessages();
  const pictureUrls = useMemo(
    () => slide.pictures.map((picture) => URL.createObjectURL(new Blob([picture.bytes as Uint8Array<ArrayBuffer>], { type: picture.contentType }))),
    [slide],
  );
  useEffect(() => () => pictureUrls.forEach((url) => URL.revokeObjectURL(url)), [pictureUrls]);
  return (
    <section
      aria-label={t('pptx.slide', { number: slide.number, count })}
      data-testid="pptx-slide"
      style={{ background: '#fff', color: '#1f1f1f', margin: '0 auto 16px', maxWidth: 800, padding: '20px 28px', border: '1px solid #d9d9d9', borderRadius: 4, minHeight: 280 }}
    >
      <div style={{ color: '#595959', fontSize: 12, marginBottom: 8 }}>
        {t('pptx.slide', { number: slide.number, count })}
      </div>
      {slide.shapes.map((shape, index) =>
        shape.title ? (
          // The slide's heading, under the page's h1 (homework) and h2 (student).
          <h3 key={index} style={{ fontSize: 22, fontWeight: 600, margin: '0 0 12px', whiteSpace: 'pre-wrap' }}>
            {shape.paragraphs.join('\n')}
          </h3>
        ) : (
          <div key={index} style={{ marginBottom: 8 }}>
            {shape.paragraphs.map((paragraph, at) => (
              <p key={at} style={{ margin: '0 0 4px', whiteSpace: 'pre-wrap' }}>
                {paragraph}
              </p>
            ))}
          </div>
        ),
      )}
      {slide.pictures.map((picture, index) => (
        <img
          key={index}
          src={pictureUrls[index]}
          alt={picture.description || picture.name || `Picture on slide ${slide.number}`}
          style={{ maxWidth: '100%', maxHeight: 240, display: 'block', margin: '8px 0' }}
        />
      ))}
    </section>
  );
}
