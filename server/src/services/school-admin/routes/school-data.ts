// The school administrator's School data routes (decision 0025): a OneRoster bundle uploaded (streamed
// to a temporary file, as the attachment uploads stream), then checked or imported for the caller's
// school only; and invitations to the school's staff who have no password yet. `npm run import`
// does the same from the command line, for any school.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  MAX_ROSTER_BUNDLE_BYTES,
  ROSTER_BUNDLE_FILE_TYPES,
  SCHOOL_DATA,
  SCHOOL_DATA_TEXTS,
  type InvitationsAnswer,
  type RosterImportAnswer,
} from '@homework/contracts';
import { InvitationsAnswerSchema, RosterImportAnswerSchema, RosterImportQuerySchema, answers } from '@homework/contracts/schemas';
import { countInvitations, inviteStaff, type Invitations } from '../../../domain/password-links';
import { httpErrors, routesOn, scopeOf, type ServiceApp } from '../../../kit';
import { receiveUpload } from '../../../kit/upload';
import { ImportRefused, KIND_NAMES, ROSTER_FILES, describeProblem, describeResult, importBundle, readBundle, type ImportResult, type Problem } from '../../../roster-import';
import { LocalDiskStorage } from '../../../storage';
import { findSchoolOfCaller } from '../queries';

/**
 * Where an uploaded bundle waits while it is read: a local file, whatever FILE_STORAGE is, since the
 * zip is read by its central directory at the end (yauzl opens a path). Removed when the request ends.
 */
const UPLOADS = new LocalDiskStorage(path.join(os.tmpdir(), 'homework-roster-uploads'));

export async function registerSchoolDataRoutes(api: ServiceApp): Promise<void> {
  const route = routesOn(api);
  const { db } = api;
  // Also removes what a process that stopped mid-upload left.
  await UPLOADS.init();

  route(
    SCHOOL_DATA.importRoster,
    {
      access: 'schoolAdmin',
      schema: {
        summary: "Checks (dryRun) or imports the caller's school from a OneRoster 1.2 CSV bundle (multipart, field \"file\", a .zip): what changed, or every problem",
        consumes: ['multipart/form-data'],
        querystring: RosterImportQuerySchema,
        response: answers(RosterImportAnswerSchema, 400),
      },
    },
    async (request, reply): Promise<RosterImportAnswer> => {
      const { schoolId } = scopeOf(request);
      const dryRun = request.query.dryRun ?? false;
      const upload = await receiveUpload(request, reply, {
        storage: UPLOADS,
        maxBytes: MAX_ROSTER_BUNDLE_BYTES,
        idleMs: api.config.uploadIdleSeconds * 1000,
        allowedTypes: ROSTER_BUNDLE_FILE_TYPES,
        tooLarge: SCHOOL_DATA_TEXTS.tooLarge,
        // Nothing to record: the file lives only as long as this request.
        begin: async (fileName) => {
          const key = randomUUID();
          return { key, finish: async () => ({ key, fileName }), abandon: async () => undefined };
        },
      });
      // Read after the upload, not in its finish: the upload's idle time-out must not run through the import.
      try {
        // A one-part key is its file under the storage's root (LocalDiskStorage).
        const bundle = await readBundle(path.join(UPLOADS.root, upload.key), ROSTER_FILES, upload.fileName);
        if (bundle.problems.length) throw httpErrors.badRequest(SCHOOL_DATA_TEXTS.unreadable(bundle.problems.map(describeProblem).join('; ')));
        const school = await findSchoolOfCaller(db, schoolId);
        if (!school) throw httpErrors.notFound('Your school was not found.');
        const result = await importBundle(db, bundle.files, upload.fileName, { dryRun, school }).catch((error: unknown) => {
          throw error instanceof ImportRefused ? httpErrors.badRequest(error.message) : error;
        });
        for (const problem of 'problems' in result ? result.problems : []) if (problem.detail) request.log.error({ detail: problem.detail }, 'the database refused a school data import');
        return answerOf(result, dryRun);
      } finally {
        await UPLOADS.remove(upload.key);
      }
    },
  );

  route(
    SCHOOL_DATA.invitationsToSend,
    {
      access: 'schoolAdmin',
      schema: {
        summary: "How many of the school's staff without a password Send invitations would mail now, and who has no e-mail address",
        response: answers(InvitationsAnswerSchema),
      },
    },
    async (request): Promise<InvitationsAnswer> => invitationsAnswer(await countInvitations(db, [scopeOf(request).schoolId])),
  );

  route(
    SCHOOL_DATA.sendInvitations,
    {
      access: 'schoolAdmin',
      schema: {
        summary: "Mails each of the school's staff without a password a link to set one (through the outbox; not again while a link waits)",
        response: answers(InvitationsAnswerSchema),
      },
    },
    async (request): Promise<InvitationsAnswer> => {
      const { schoolId } = scopeOf(request);
      return invitationsAnswer(await db.transaction((tx) => inviteStaff(tx, [schoolId])));
    },
  );
}

const invitationsAnswer = ({ invited, withoutEmail }: Invitations): InvitationsAnswer => ({ Count: invited, WithoutEmail: withoutEmail });

/** The import's result as the page reads it: counts per kind that changed, or every problem; and its notes. */
function answerOf(result: ImportResult, dryRun: boolean): RosterImportAnswer {
  const Summary = describeResult(result);
  const placed = (p: Problem) => ({ File: p.file, Line: p.line, Column: p.column, Reason: p.reason, FixedIn: p.fixedIn ?? ('file' as const) });
  const Notes = (result.notes ?? []).map(placed);
  if ('problems' in result) return { DryRun: dryRun, Changes: [], Problems: result.problems.map(placed), Notes, Summary };
  const Changes = Object.entries(result.changes)
    .filter(([, counts]) => counts.added + counts.changed + counts.removed > 0)
    .map(([table, counts]) => {
      const kind = KIND_NAMES[table as keyof typeof KIND_NAMES];
      return { Kind: kind.name, Added: counts.added, Changed: counts.changed, Removed: counts.removed, RemovedAs: kind.removed === 'left' ? ('left' as const) : ('removed' as const) };
    });
  return { DryRun: dryRun, Changes, Problems: [], Notes, Summary };
}
