// Word 97-2003 (.doc): the document's text, paragraph by paragraph, as Word breaks it.
import { readDocParagraphs } from '../utils/doc-text';
import { ViewerFrame } from '../components/viewer-frame';
import { ViewerFailed, ViewerLoading } from '../components/viewer-status';
import { useParsedFile } from '../components/use-parsed-file';
import type { ViewerProps } from './viewer-props';

const parse = (bytes: ArrayBuffer) => readDocParagraphs(new Uint8Array(bytes));

export function DocViewer({ attachment, label }: ViewerProps) {
  const file = useParsedFile(attachment, parse);
  if (file.state === 'loading') return <ViewerLoading />;
  if (file.state === 'failed') return <ViewerFailed fileName={attachment.FileName} reason={file.reason} />;
  return (
    <ViewerFrame label={label}>
      <article data-testid="doc-text" style={{ background: '#fff', color: '#1f1f1f', padding: '24px 32px', maxWidth: 800, margin: '0 auto', fontFamily: 'Calibri, Arial, sans-serif', lineHeight: 1.5 }}>
        {file.value.map((paragraph, index) => (
          <p key={index} style={{ margin: '0 0 8px', minHeight: '1.5em', whiteSpace: 'pre-wrap' }}>
            {paragraph}
          </p>
        ))}
      </article>
    </ViewerFrame>
  );
}
