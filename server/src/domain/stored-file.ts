// A stored file sent to the browser the same way by every service that serves one (homework
// attachments, students' submissions).
import type { FastifyReply } from 'fastify';
import { contentTypeOf } from '../kit/upload';
import type { FileStorage } from '../storage';

/** `attachment` with an ASCII fallback and the real name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * A stored file sent to the browser, with the same protections for every download: its type by
 * extension, no sniffing, and a sandbox with no sources, so an uploaded HTML or SVG file can never
 * run. `inline` lets a viewer show it in the page.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: NonNullable<Awaited<ReturnType<FileStorage['get']>>>,
  fileName: string,
  options: { inline: boolean; cacheControl: string },
): FastifyReply {
  const disposition = contentDisposition(fileName);
  return reply
    .header('content-type', contentTypeOf(fileName))
    .header('content-length', file.size)
    .header('content-disposition', options.inline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', options.cacheControl)
    .send(file.stream);
}
