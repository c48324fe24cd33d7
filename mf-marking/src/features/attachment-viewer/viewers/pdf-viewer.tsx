// PDF: every page drawn to a canvas by pdf.js, whose worker is a file of its own (asset) that the
// browser loads only when a PDF is first opened. Pages fit the viewer's width, at most 150%.
import { useEffect, useRef, useState } from 'react';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import { useFileBytes } from '../api/file-bytes';
import { ViewerFrame } from '../components/viewer-frame';
import { ViewerFailed, ViewerLoading } from '../components/viewer-status';
import type { ViewerProps } from './viewer-props';
import { useViewerMessages } from './messages';

GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

const MAX_SCALE = 1.5;
const FALLBACK_WIDTH = 800;
/** Room for the frame's padding and a vertical scroll bar. */
const FRAME_GUTTER = 40;

export function PdfViewer({ attachment, label }: ViewerProps) {
  const t = useViewerMessages();
  const bytes = useFileBytes(attachment);
  const box = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState<{ source: ArrayBuffer; document: PDFDocumentProxy | null; failure: string | null } | null>(null);
  useEffect(() => {
    const source = bytes.data;
    if (!source) return;
    // pdf.js hands its data to the worker (the buffer is moved): give it a copy, the cache keeps the file.
    const task = getDocument({ data: new Uint8Array(source.slice(0)) });
    task.promise.then(
      (document) => setOpened({ source, document, failure: null }),
      (error: Error) => setOpened({ source, document: null, failure: error.message || '' }),
    );
    return () => void task.destroy();
  }, [bytes.data]);
  const current = opened?.source === bytes.data ? opened : null;
  // '' from the reader: it gave no words of its own.
  const failure = bytes.error?.message ?? (current?.failure === '' ? t('file.damaged') : current?.failure);
  const pdf = current?.document;
  // The box is drawn while loading too, so its width is known when the pages are laid out.
  const width = (box.current?.clientWidth ?? FALLBACK_WIDTH) - FRAME_GUTTER;
  return (
    <div ref={box}>
      {failure ? (
        <ViewerFailed fileName={attachment.FileName} reason={failure} />
      ) : !pdf ? (
        <ViewerLoading />
      ) : (
        <ViewerFrame label={t('pdf.label', { label, count: pdf.numPages })}>
          {Array.from({ length: pdf.numPages }, (_, index) => (
            <PdfPage key={index} pdf={pdf} number={index + 1} width={width > 0 ? width : FALLBACK_WIDTH} />
          ))}
        </ViewerFrame>
      )}
    </div>
  );
}

function PdfPage({ pdf, number, width }: { pdf: PDFDocumentProxy; number: number; width: number }) {
  const t = useViewerMessages();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let task: RenderTask | null = null;
    let cancelled = false;
    pdf
      .getPage(number)
      .then((page) => {
        const target = canvas.current;
        if (cancelled || !target) return;
        const scale = Math.min(MAX_SCALE, width / page.getViewport({ scale: 1 }).width);
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        target.style.width = `${Math.floor(viewport.width / ratio)}px`;
        task = page.render({ canvas: target, viewport });
        return task.promise;
      })
      .catch((error: Error) => {
        if (!cancelled && error?.name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, number, width]);
  return (
    <div style={{ margin: '0 auto 12px', width: 'fit-content' }}>
      {failed ? (
        <p>{t('pdf.notDrawn', { number })}</p>
      ) : (
        <canvas ref={canvas} role="img" aria-label={t('pdf.page', { number, count: pdf.numPages })} data-testid="pdf-page" style={{ display: 'block', background: '#fff', boxShadow: '0 1px 3px rgba(0,0,0,0.2)' }} />
      )}
    </div>
  );
}
