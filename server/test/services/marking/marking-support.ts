// What the marking tests share, over a homework test server: a fresh homework with its students, a
// student's submitted file put straight into storage, the marking history, and the restore of a clear.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { HomeworkTestServer } from '../../support/homework-server';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh homework (due in a week) set for the teacher's largest group, and the students it is set for. */
export async function freshHomework(s: HomeworkTestServer): Promise<{ id: string; students: string[] }> {
  // Set a fortnight ago: the tests hand in on days before today, never before the homework was set.
  const hw = await s.create('teacher', { startIn: -14 });
  const rows = (await s.call('teacher', 'GET', `/GetHomeworkStudents/${hw.Id}`)).body.Students as { StudentId: string }[];
  return { id: hw.Id, students: rows.map((r) => r.StudentId) };
}

/** A submitted file for the student, stored through the app's storage like an upload (under `sharedKey` when given). */
export async function submitFile(
  s: HomeworkTestServer,
  hw: string,
  student: string,
  fileName: string,
  { content = `content of ${fileName}`, sharedKey }: { content?: string; sharedKey?: string } = {},
): Promise<{ id: string; key: string }> {
  const link = (
    await s.db.query<{ id: string; school_id: string }>('select id, school_id from homework_students where homework_id = $1 and student_id = $2', [hw, student])
  ).rows[0]!;
  const id = randomUUID();
  const key = sharedKey ?? `submissions/${link.school_id}/${id}`;
  await s.app.storage.put(key, Readable.from([Buffer.from(content)]));
  await s.db.query(
    `insert into attachments (school_id, id, purpose, homework_student_id, uploaded_by_id, file_name, content_type, file_size, storage_key, uploaded_at)
     values ($1, $2, 'submission', $3, $4, $5, 'application/octet-stream', $6, $7, now())`,
    [link.school_id, id, link.id, student, fileName, Buffer.byteLength(content), key],
  );
  return { id, key };
}

export interface HistoryEntry {
  Field: string;
  OldValue: string | null;
  NewValue: string | null;
  ClearanceId: string | null;
  Change: string | null;
  CanRestore: boolean;
}

/** The student's marking history on the homework, as the teacher sees it. */
export const markingHistory = async (s: HomeworkTestServer, hw: string, student: string): Promise<HistoryEntry[]> =>
  (await s.call('teacher', 'GET', `/GetMarkingHistory/${hw}/${student}`)).body;

/** Undo of a clear (or the History's Restore): all its students, or those listed. */
export const restoreClearance = (s: HomeworkTestServer, clearanceId: string, studentIds?: string[], user = 'teacher') =>
  s.call(user, 'POST', '/RestoreClearedHandIns', { ClearanceId: clearanceId, ...(studentIds ? { StudentIds: studentIds } : {}) });
