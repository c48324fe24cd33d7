// Homework attachments: the allowed types, the streamed upload, the download, and the sweep of
// uploads never linked to a homework.
import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FileStorage } from '../../storage';
import type { ServiceApp } from '../../kit';
import {
  HOMEWORK_ATTACHMENT_FILE_TYPES,
  HOMEWORK_NOT_FOUND_MESSAGE,
  fileExtension,
  fileNotSupported,
  isAllowedFileType,
  uploadFailed,
  type UploadAttachmentResponse,
} from '@homework/contracts';
import { AttachmentParams, Type, UploadAnswerSchema } from '@homework/contracts/schemas';
import { HttpError, caller, isUuid, type HomeworkContext } from './context';
import { deleteExpiredUploads, deleteUpload, findHomeworkAttachmentFile, insertUpload, markUploaded } from './homework-queries';

/** Keys of homework files in the storage: homework/{schoolId}/{attachmentId}. */
export const STORAGE_PREFIX = 'homework/';
const storageKey = (schoolId: string, id: string) => `${STORAGE_PREFIX}${schoolId}/${id}`;

/** Uploads never linked to a homework are removed after this long. */
export const UNLINKED_UPLOAD_TTL_HOURS = 24;
/**
 * An upload still unfinished after this long was left by a process that stopped mid-write (the
 * client gives up after 60 s, an idle one is ended sooner): its row goes at the next sweep (at start).
 */
export const UNFINISHED_UPLOAD_TTL_HOURS = 1;
/** Room for the multipart framing around the file when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const fileTooLarge = (file: string) => `"${file}" is larger than the 150 MB limit.`;

/** Types served with their own content type (still as a download); everything else is octet-stream. */
const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.zip': 'application/zip',
};
export const contentTypeOf = (fileName: string) => CONTENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';

/** The name as the user's machine gave it, without any folder part or control characters. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(-255) || 'file';
}

/** `attachment` with an ASCII fallback and the real name in RFC 5987 form. */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * A stored file sent to the browser, with the same protections for every download (homework
 * attachments, students' submissions): its type by extension, no sniffing, and a sandbox with no
 * sources, so an uploaded HTML or SVG file can never run. `inline` lets a viewer show it in the page.
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

class UploadTooLarge extends Error {}
class UploadStalled extends Error {}

export const MULTIPART_NOT_READABLE = 'The upload could not be read. Send the file as multipart/form-data with its boundary.';

export function registerAttachmentRoutes(app: ServiceApp, ctx: HomeworkContext): void {
  app.get(
    '/GetValidAttachmentFileTypes',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'File types a homework attachment may have: lower-case extensions with the dot',
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async () => [...HOMEWORK_ATTACHMENT_FILE_TYPES],
  );

  app.post(
    '/UploadAttachment',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Uploads one file (multipart, field "file"); link it to a homework by listing its Id in Attachments on save',
        consumes: ['multipart/form-data'],
        response: { 200: UploadAnswerSchema },
      },
    },
    async (request, reply): Promise<UploadAttachmentResponse> => {
      const { schoolId, userId } = caller(request);
      if (!request.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data.');
      // Far over the limit by its own account: refused before a byte is read.
      const declared = Number(request.headers['content-length']);
      if (declared > ctx.maxUploadBytes + MULTIPART_OVERHEAD_BYTES) {
        reply.header('connection', 'close');
        throw new HttpError(413, fileTooLarge('The file'));
      }

      // A client that stops sending (a body whose last boundary never comes) is ended after an idle
      // time-out; its row and temporary file go at once, not at the next sweep.
      const idle = new AbortController();
      const socket = request.raw.socket;
      const onIdle = () => idle.abort(new UploadStalled());
      socket.setTimeout(ctx.uploadIdleMs, onIdle);
      idle.signal.addEventListener('abort', () => request.raw.destroy());
      const stalled = new Promise<never>((_resolve, reject) => idle.signal.addEventListener('abort', () => reject(idle.signal.reason)));
      stalled.catch(() => undefined);
      try {
        return await receive(stalled, idle.signal);
      } finally {
        socket.setTimeout(0);
        socket.off('timeout', onIdle);
      }

      async function receive(stalled: Promise<never>, signal: AbortSignal): Promise<UploadAttachmentResponse> {
        let part: Awaited<ReturnType<typeof request.file>>;
        try {
          part = await Promise.race([request.file({ limits: { fileSize: ctx.maxUploadBytes, files: 1, fields: 10, fieldSize: 1024 } }), stalled]);
        } catch (error) {
          // No boundary, a wrong one, a body cut short: the request was not a readable form.
          request.log.info({ err: error }, 'multipart body not readable');
          throw new HttpError(400, MULTIPART_NOT_READABLE);
        }
        if (!part) throw new HttpError(400, 'No file was sent.');
        const fileName = cleanFileName(part.filename);
        if (!isAllowedFileType(fileName, HOMEWORK_ATTACHMENT_FILE_TYPES)) {
          part.file.resume(); // read and drop the rest, so the answer reaches the client
          throw new HttpError(400, fileNotSupported(fileName));
        }

        // busboy stops passing bytes at the limit and says so with 'limit': fail the write there,
        // so the storage discards the partial file. Nothing is held in memory beyond stream buffers.
        const guard = new Transform({ transform: (chunk, _encoding, callback) => callback(null, chunk) });
        part.file.once('limit', () => guard.destroy(new UploadTooLarge()));
        part.file.on('error', (error) => guard.destroy(error));
        signal.addEventListener('abort', () => guard.destroy(signal.reason));
        part.file.pipe(guard);

        // The row first, so that no stored file is ever without one (see 100_homework.sql).
        const id = randomUUID();
        const key = storageKey(schoolId, id);
        await insertUpload(ctx.db, schoolId, { id, uploadedById: userId, fileName, contentType: contentTypeOf(fileName), storageKey: key });
        let size: number;
        try {
          ({ size } = await ctx.storage.put(key, guard));
          await markUploaded(ctx.db, schoolId, id, size);
        } catch (error) {
          await ctx.storage.remove(key).catch(() => undefined);
          await deleteUpload(ctx.db, schoolId, id);
          if (error instanceof UploadTooLarge) {
            part.file.resume();
            throw new HttpError(413, fileTooLarge(fileName));
          }
          request.log.info({ err: error }, 'upload interrupted');
          throw new HttpError(400, uploadFailed(fileName));
        }
        return { Id: id, BlobReference: id, FileName: fileName, FileSize: size };
      }
    },
  );

  app.get(
    '/Attachment/:homeworkId/:attachmentId',
    {
      config: { access: 'homework' },
      schema: {
        summary: 'Downloads a homework attachment, always as a file (never shown inline)',
        params: AttachmentParams,
      },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const { homeworkId, attachmentId } = request.params;
      const notFound = () => new HttpError(404, isUuid(homeworkId) ? 'Attachment not found.' : HOMEWORK_NOT_FOUND_MESSAGE);
      if (!isUuid(homeworkId) || !isUuid(attachmentId)) throw notFound();
      const attachment = await findHomeworkAttachmentFile(ctx.db, schoolId, homeworkId, attachmentId);
      const file = attachment && (await ctx.storage.get(attachment.storage_key));
      if (!file) throw notFound();
      return sendStoredFile(reply, file, attachment.file_name, { inline: false, cacheControl: 'private, no-store' });
    },
  );
}

/**
 * Removes uploads never linked to a homework once they are a day old, and uploads a stopped process
 * left half done (their rows were written first) once they are an hour old, with their files.
 */
export async function sweepUnlinkedUploads(ctx: HomeworkContext, log: FastifyBaseLogger): Promise<number> {
  const expired = await deleteExpiredUploads(ctx.db, UNLINKED_UPLOAD_TTL_HOURS, UNFINISHED_UPLOAD_TTL_HOURS);
  for (const key of expired) {
    await ctx.storage.remove(key).catch((error) => log.warn({ err: error, key }, 'unlinked upload not removed'));
  }
  if (expired.length) log.info({ removed: expired.length }, 'removed unlinked homework uploads');
  return expired.length;
}
