// Homework attachments: the allowed types, the streamed upload, the download, and the sweep of
// uploads never linked to a homework.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db';
import type { FileStorage } from '../../../storage';
import { caller, httpErrors, isUuid, routesOn, type ServiceApp } from '../../../kit';
import { MULTIPART_NOT_READABLE, contentTypeOf, receiveUpload } from '../../../kit/upload';
import { sendStoredFile } from '../../../domain/stored-file';
import {
  HOMEWORK_ATTACHMENT_FILE_TYPES,
  HOMEWORK_NOT_FOUND_MESSAGE,
  HOMEWORK,
  MAX_HOMEWORK_ATTACHMENT_BYTES,
  type UploadAttachmentResponse,
} from '@homework/contracts';
import { Type, UploadAnswerSchema } from '@homework/contracts/schemas';
import { deleteExpiredUploads, deleteUpload, findHomeworkAttachmentFile, insertUpload, markUploaded } from '../queries/homework';

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

export const fileTooLarge = (file: string) => `"${file}" is larger than the 150 MB limit.`;

export { MULTIPART_NOT_READABLE };

export function registerAttachmentRoutes(app: ServiceApp): void {
  const route = routesOn(app);
  route(
    HOMEWORK.validAttachmentFileTypes,
    {
      access: 'homework',
      schema: {
        summary: 'File types a homework attachment may have: lower-case extensions with the dot',
        response: { 200: Type.Array(Type.String()) },
      },
    },
    async () => [...HOMEWORK_ATTACHMENT_FILE_TYPES],
  );

  route(
    HOMEWORK.uploadAttachment,
    {
      access: 'homework',
      schema: {
        summary: 'Uploads one file (multipart, field "file"); link it to a homework by listing its Id in Attachments on save',
        consumes: ['multipart/form-data'],
        response: { 200: UploadAnswerSchema },
      },
    },
    async (request, reply): Promise<UploadAttachmentResponse> => {
      const { schoolId, userId } = caller(request);
      return receiveUpload(request, reply, {
        storage: app.storage,
        maxBytes: MAX_HOMEWORK_ATTACHMENT_BYTES,
        idleMs: app.config.uploadIdleSeconds * 1000,
        allowedTypes: HOMEWORK_ATTACHMENT_FILE_TYPES,
        tooLarge: fileTooLarge,
        // The row first, so that no stored file is ever without one (see 100_homework.sql).
        begin: async (fileName) => {
          const id = randomUUID();
          const key = storageKey(schoolId, id);
          await insertUpload(app.db, schoolId, { id, uploadedById: userId, fileName, contentType: contentTypeOf(fileName), storageKey: key });
          return {
            key,
            finish: async (size) => {
              await markUploaded(app.db, schoolId, id, size);
              return { Id: id, BlobReference: id, FileName: fileName, FileSize: size };
            },
            abandon: () => deleteUpload(app.db, schoolId, id),
          };
        },
      });
    },
  );

  route(
    HOMEWORK.attachment,
    {
      access: 'homework',
      schema: {
        summary: 'Downloads a homework attachment, always as a file (never shown inline)',
      },
    },
    async (request, reply) => {
      const { schoolId } = caller(request);
      const { homeworkId, attachmentId } = request.params;
      const notFound = () => httpErrors.notFound(isUuid(homeworkId) ? 'Attachment not found.' : HOMEWORK_NOT_FOUND_MESSAGE);
      if (!isUuid(homeworkId) || !isUuid(attachmentId)) throw notFound();
      const attachment = await findHomeworkAttachmentFile(app.db, schoolId, homeworkId, attachmentId);
      const file = attachment && (await app.storage.get(attachment.storage_key));
      if (!file) throw notFound();
      return sendStoredFile(reply, file, attachment.file_name, { inline: false, cacheControl: 'private, no-store' });
    },
  );
}

/**
 * Removes uploads never linked to a homework once they are a day old, and uploads a stopped process
 * left half done (their rows were written first) once they are an hour old, with their files.
 */
export async function sweepUnlinkedUploads(deps: { db: Database; storage: FileStorage }, log: FastifyBaseLogger): Promise<number> {
  const expired = await deleteExpiredUploads(deps.db, UNLINKED_UPLOAD_TTL_HOURS, UNFINISHED_UPLOAD_TTL_HOURS);
  for (const key of expired) {
    await deps.storage.remove(key).catch((error) => log.warn({ err: error, key }, 'unlinked upload not removed'));
  }
  if (expired.length) log.info({ removed: expired.length }, 'removed unlinked homework uploads');
  return expired.length;
}
