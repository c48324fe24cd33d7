// GetStudentSubmission (02 §7) and the signed file link its UrlWithSasToken points at.
import { Readable } from 'node:stream';
import { MARKING, pathOf, viewerFor, type StudentSubmission } from '@homework/contracts';
import { StudentSubmissionSchema } from '@homework/contracts/schemas';
import { caller, httpErrors, routesOn, type ServiceApp } from '../../../kit';
import { makeDemoSubmissionFile } from '../../../seed/submission-files';
import { sendStoredFile } from '../../../domain/stored-file';
import { markHeldOf, requireLink } from '../rules';
import { findSubmissionFile, findSubmissionFiles, setStoredFileSize } from '../queries/marking';
import { FILE_NOT_FOUND, LINK_REFUSED } from '../messages';
import { SUBMISSION_LINK_TTL_SECONDS, signLink, verifyLink } from '../signed-links';

/**
 * The demo's submitted files are made the first time one is opened (the seed writes rows only):
 * stored under their shared key, and the rows' sizes set to the made file's.
 */
async function makeDemoFile(app: ServiceApp, key: string) {
  const made = await makeDemoSubmissionFile(key);
  if (!made) return null;
  await app.storage.put(key, Readable.from([made]));
  await setStoredFileSize(app.db, key, made.length);
  return app.storage.get(key);
}

/** `linkSecret` signs and checks the links (signed-links.ts). */
export function registerSubmissionRoutes(app: ServiceApp, linkSecret: Buffer): void {
  const route = routesOn(app);
  route(
    MARKING.studentSubmission,
    {
      access: 'homework',
      schema: {
        summary: "A student's submission: the hand-in link id, the submitted files with short-lived signed links, the grade and comment",
        response: { 200: StudentSubmissionSchema },
      },
    },
    async (request): Promise<StudentSubmission> => {
      const { schoolId, userId } = caller(request);
      const link = await requireLink(app.db, schoolId, request.params.homeworkId, request.params.studentId);
      const files = await findSubmissionFiles(app.db, schoolId, link.id);
      const expires = Math.floor(new Date().getTime() / 1000) + SUBMISSION_LINK_TTL_SECONDS;
      return {
        HomeworkStudentLinkId: link.id,
        StudentAttachments: files.map((file) => ({
          Id: file.id,
          FileName: file.file_name,
          FileSize: file.file_size,
          UrlWithSasToken: `${app.config.publicUrl}/${pathOf(MARKING.submissionFile, { token: signLink(linkSecret, { schoolId, attachmentId: file.id, userId, expires }) })}`,
        })),
        Result: link.result,
        Comments: link.comments,
        MarkHeld: markHeldOf(link),
      };
    },
  );

  route(
    MARKING.submissionFile,
    {
      // The signature is the check: the link names the school, file, user and expiry, signed by the server.
      access: 'public',
      schema: {
        summary: "A student's submitted file through its signed link (GetStudentSubmission's UrlWithSasToken); 403 once expired or altered",
      },
    },
    async (request, reply) => {
      const claims = verifyLink(linkSecret, request.params.token, new Date());
      if (!claims) throw httpErrors.forbidden(LINK_REFUSED);
      const row = await findSubmissionFile(app.db, claims.schoolId, claims.attachmentId);
      // A file of another school, or one no longer there (its hand-in cleared), is no file for this link.
      if (!row) throw httpErrors.forbidden(LINK_REFUSED);
      const file = (await app.storage.get(row.storage_key)) ?? (await makeDemoFile(app, row.storage_key));
      if (!file) throw httpErrors.notFound(FILE_NOT_FOUND);
      // Types the viewer shows open in the page; anything else is a download.
      return sendStoredFile(reply, file, row.file_name, { inline: viewerFor(row.file_name) !== 'none', cacheControl: 'private, max-age=300' });
    },
  );
}
