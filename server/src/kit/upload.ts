// One streamed upload for every service that takes files (homework attachments, message
// attachments): multipart with one file, streamed to the storage with nothing held in memory, a size
// limit that stops the write where it is passed, an idle time-out, every stream's 'error' handled,
// and the caller's record written before the file and removed with it when the write fails.
import { Transform, finished } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileExtension, fileNotSupported, isAllowedFileType, uploadFailed } from '@homework/contracts';
import { httpErrors } from './errors';
import type { FileStorage } from '../storage';

export const MULTIPART_NOT_READABLE = 'The upload could not be read. Send the file as multipart/form-data with its boundary.';
/** Room for the multipart framing around the file when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

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
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(-255) || 'file';
}

/** What the caller records around the stored file. */
export interface UploadRecord<T> {
  /** Where the file goes in the storage. */
  key: string;
  /** The whole file is stored: mark the record complete and answer. */
  finish(size: number): Promise<T>;
  /** The write failed (the partial file is already removed): remove the record. */
  abandon(): Promise<void>;
}

export interface UploadOptions<T> {
  storage: FileStorage;
  maxBytes: number;
  idleMs: number;
  allowedTypes: readonly string[];
  /** The answer for a file over the limit (413). */
  tooLarge(fileName: string): string;
  /** Writes the record before a byte is stored, so that no stored file is ever without one. */
  begin(fileName: string): Promise<UploadRecord<T>>;
}

class UploadTooLarge extends Error {}
class UploadStalled extends Error {}

export async function receiveUpload<T>(request: FastifyRequest, reply: FastifyReply, options: UploadOptions<T>): Promise<T> {
  if (!request.isMultipart()) throw httpErrors.badRequest('Send the file as multipart/form-data.');
  // Far over the limit by its own account: refused before a byte is read.
  const declared = Number(request.headers['content-length']);
  if (declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
    reply.header('connection', 'close');
    throw httpErrors.payloadTooLarge(options.tooLarge('The file'));
  }

  // A client that stops sending (a body whose last boundary never comes) is ended after an idle
  // time-out; its record and temporary file go at once, not at the next sweep.
  const idle = new AbortController();
  const socket = request.raw.socket;
  const onIdle = () => idle.abort(new UploadStalled());
  socket.setTimeout(options.idleMs, onIdle);
  idle.signal.addEventListener('abort', () => request.raw.destroy());
  const stalled = new Promise<never>((_resolve, reject) => idle.signal.addEventListener('abort', () => reject(idle.signal.reason)));
  stalled.catch(() => undefined);
  try {
    return await receive(request, options, stalled, idle.signal);
  } finally {
    socket.setTimeout(0);
    socket.off('timeout', onIdle);
  }
}

async function receive<T>(request: FastifyRequest, options: UploadOptions<T>, stalled: Promise<never>, signal: AbortSignal): Promise<T> {
  let part: Awaited<ReturnType<typeof request.file>>;
  try {
    part = await Promise.race([request.file({ limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 1024 } }), stalled]);
  } catch (error) {
    // No boundary, a wrong one, a body cut short: the request was not a readable form.
    request.log.info({ err: error }, 'multipart body not readable');
    throw httpErrors.badRequest(MULTIPART_NOT_READABLE);
  }
  if (!part) throw httpErrors.badRequest('No file was sent.');
  const fileName = cleanFileName(part.filename);
  if (!isAllowedFileType(fileName, options.allowedTypes)) {
    part.file.resume(); // read and drop the rest, so the answer reaches the client
    throw httpErrors.badRequest(fileNotSupported(fileName));
  }

  // busboy stops passing bytes at the limit and says so with 'limit': fail the write there, so the
  // storage discards the partial file. put's pipeline reports the guard's errors; the guard's own
  // listener, there from its first moment to its last, covers a failure before put starts and after
  // it has stopped listening (busboy can report a cut body after the handler has moved on: STACK-NOTES).
  const guard = new Transform({ transform: (chunk, _encoding, callback) => callback(null, chunk) });
  guard.on('error', () => undefined);
  part.file.once('limit', () => guard.destroy(new UploadTooLarge()));
  signal.addEventListener('abort', () => guard.destroy(signal.reason));
  // A body that ended without its closing boundary may have failed the file stream before this
  // handler saw it: `finished` reports that at once (an error or a premature close), where an
  // 'error' listener would wait for an event already gone and leave the upload to the idle time-out.
  finished(part.file, (error) => {
    if (error) guard.destroy(error);
  });
  part.file.pipe(guard);

  let record: UploadRecord<T>;
  try {
    record = await options.begin(fileName);
  } catch (error) {
    guard.destroy();
    part.file.resume();
    throw error;
  }
  try {
    const { size } = await options.storage.put(record.key, guard);
    const answer = await record.finish(size);
    request.server.metrics.uploadedBytes.inc(size);
    return answer;
  } catch (error) {
    await options.storage.remove(record.key).catch(() => undefined);
    await record.abandon();
    if (error instanceof UploadTooLarge) {
      part.file.resume();
      throw httpErrors.payloadTooLarge(options.tooLarge(fileName));
    }
    request.log.info({ err: error }, 'upload interrupted');
    throw httpErrors.badRequest(uploadFailed(fileName));
  }
}
