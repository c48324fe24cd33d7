// A viewer's file read through its signed link and turned into what the viewer draws.
import { useEffect, useState } from 'react';
import type { StudentAttachment } from '@homework/contracts';
import { useMarkingMessages } from '../../../messages';
import { FileFetchError, useFileBytes } from '../api/file-bytes';

export type ParsedFile<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; reason: string };

/**
 * A parser's own errors name the file's inner parts (streams, tables) for whoever debugs it; a teacher
 * is told, in the page's language, that the file may be damaged (the download still offers it).
 */
export function useParsedFile<T>(attachment: StudentAttachment, parse: (bytes: ArrayBuffer) => T | Promise<T>): ParsedFile<T> {
  const t = useMarkingMessages();
  const bytes = useFileBytes(attachment);
  const [parsed, setParsed] = useState<{ source: ArrayBuffer; result: ParsedFile<T> } | null>(null);
  useEffect(() => {
    const source = bytes.data;
    if (!source) return;
    let current = true;
    Promise.resolve()
      .then(() => parse(source))
      .then(
        (value) => current && setParsed({ source, result: { state: 'ready', value } }),
        () => current && setParsed({ source, result: { state: 'failed', reason: t('files.damaged') } }),
      );
    return () => {
      current = false;
    };
    // The parser is the viewer's own module-level function: only new bytes call for a new parse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes.data]);
  if (bytes.error) return { state: 'failed', reason: (bytes.error instanceof FileFetchError && bytes.error.message) || t('files.unreadable') };
  if (parsed && parsed.source === bytes.data) return parsed.result;
  return { state: 'loading' };
}
