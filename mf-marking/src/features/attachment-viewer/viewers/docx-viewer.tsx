// Word (.docx): the document drawn page by page by docx-preview (text, styles, tables and pictures).
import { useEffect, useRef, useState } from 'react';
import { renderAsync } from 'docx-preview';
import { useFileBytes } from '../api/file-bytes';
import { ViewerFrame } from '../components/viewer-frame';
import { ViewerFailed, ViewerLoading } from '../components/viewer-status';
import type { ViewerProps } from './viewer-props';
import { useViewerMessages } from './messages';

export function DocxViewer({ attachment, label }: ViewerProps) {
  const t = useViewerMessages();
  const bytes = useFileBytes(attachment);
  const body = useRef<HTMLDivElement>(null);
  // failure: the renderer's words, '' when it gave none; null once drawn.
  const [drawn, setDrawn] = useState<{ source: ArrayBuffer; failure: string | null } | null>(null);
  useEffect(() => {
    const source = bytes.data;
    const target = body.current;
    if (!source || !target) return;
    let current = true;
    target.replaceChildren();
    renderAsync(source, target, undefined, { inWrapper: true, breakPages: true, ignoreLastRenderedPageBreak: true, useBase64URL: false, renderComments: false }).then(
      () => current && setDrawn({ source, failure: null }),
      (error: Error) => current && setDrawn({ source, failure: error.message || '' }),
    );
    return () => {
      current = false;
    };
  }, [bytes.data]);
  const drawFailure = drawn?.source === bytes.data ? drawn?.failure : null;
  const failure = bytes.error?.message ?? (drawFailure === '' ? t('file.damaged') : drawFailure);
  const loading = !failure && (!bytes.data || drawn?.source !== bytes.data);
  return (
    <>
      {failure && <ViewerFailed fileName={attachment.FileName} reason={failure} />}
      {loading && <ViewerLoading />}
      {/* The frame is there from the start: docx-preview draws into it while it is still hidden. */}
      <div hidden={loading || !!failure}>
        <ViewerFrame label={label}>
          {/* As wide as the widest page, and at least the frame: docx-preview centres its pages in a
              column as wide as this box, so a page wider than the frame would overflow it on both
              sides, and the part before the scroll's start could never be reached (a tablet's
              width). Grown to the page, the box scrolls from the page's left edge to its right. */}
          <div ref={body} data-testid="docx-body" style={{ width: 'max-content', minWidth: '100%' }} />
        </ViewerFrame>
      </div>
    </>
  );
}
