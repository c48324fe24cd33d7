// A student's file read through its signed link (UrlWithSasToken): the link is the permission, so
// it is fetched without the bearer header and without cookies. Kept briefly by the shared
// QueryClient under the file's id, so going back to a student shows the file at once.
import { queryKeys, useQuery } from '@homework/platform/api';
import { activeLanguage } from '@homework/platform/messages';
import type { StudentAttachment } from '@homework/contracts';

/** Files are large: a viewed file is kept two minutes after its viewer closes, then let go. */
const FILE_KEPT_MS = 2 * 60_000;

/** The server refused the link; its message (in the page's language) is the reason, when it gave one. */
export class FileFetchError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export async function fetchFileBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  // The page's language, not the browser's, so that a refusal's reason reads as the page does.
  const answer = await fetch(url, { signal, credentials: 'omit', headers: { 'Accept-Language': activeLanguage() } });
  if (!answer.ok) {
    const body = (await answer.json().catch(() => null)) as { message?: string } | null;
    throw new FileFetchError(body?.message ?? '', answer.status);
  }
  return answer.arrayBuffer();
}

export const fileBytesQuery = (attachment: Pick<StudentAttachment, 'Id' | 'UrlWithSasToken'>) => ({
  queryKey: queryKeys.attachment(attachment.Id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchFileBytes(attachment.UrlWithSasToken, signal),
  staleTime: FILE_KEPT_MS,
  gcTime: FILE_KEPT_MS,
  // An expired or refused link does not get better by asking again; the submission brings a new one.
  retry: false,
});

export const useFileBytes = (attachment: Pick<StudentAttachment, 'Id' | 'UrlWithSasToken'>) => useQuery(fileBytesQuery(attachment));
