// A viewer's file read through its signed link and turned into what the viewer draws.
import { useEffect, useState } from 'react';
import type { StudentAttachment } from '@homework/contracts';
import { useFileBytes } from '../api/file-bytes';

export type ParsedFile<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; reason: string };

export function useParsedFile<T>(attachment: StudentAttachment, parse: (bytes: ArrayBuffer) => T | Promise<T>): ParsedFile<T> {
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
        (error: Error) => current && setParsed({ source, result: { state: 'failed', reason: error.message } }),
      );
    return () => {
      current = false;
    };
    // The parser is the viewer's own module-level function: only new bytes call for a new parse.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes.data]);
  if (bytes.error) return { state: 'failed', reason: bytes.error.message };
  if (parsed && parsed.source === bytes.data) return parsed.result;
  return { state: 'loading' };
}
