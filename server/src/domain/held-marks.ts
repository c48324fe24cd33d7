// Marks held, then released together (decision 0037): what the marking service's Release marks and the
// homework service's Edit share. A held mark is a row of a homework with release_marks_together whose
// mark_released_at is not set; releasing stamps it and sends the one homework-marked mail the school's
// flag gives (marksReleasedHook, markSavedHook's mail for a class), in the caller's transaction.
import type { HeldMarks } from '@homework/contracts';
import type { Queryable } from '../db';
import { homeworkMailOn, marksReleasedHook, senderContext, type Sender } from './mail/notifications';

/** The rows whose grade or comment is held, as SQL over `homework h` and `homework_students hs`. */
const HELD = `h.release_marks_together and hs.mark_released_at is null and (hs.result is not null or hs.comments is not null)`;

/** How many students Release marks would release, and who its mail reaches. */
export async function heldMarksSummary(q: Queryable, sender: Sender, homeworkId: string): Promise<HeldMarks> {
  const { rows } = await q.query<{ students: number; addressed: number }>(
    `select count(*)::int as students, count(nullif(trim(st.email), ''))::int as addressed
       from homework_students hs
       join homework h on h.school_id = hs.school_id and h.id = hs.homework_id
       join students st on st.school_id = hs.school_id and st.id = hs.student_id
      where hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null and ${HELD}`,
    [sender.schoolId, homeworkId],
  );
  const { students, addressed } = rows[0];
  const mailOn = homeworkMailOn(await senderContext(q, sender));
  return { Students: students, Mailed: mailOn ? addressed : 0, NoAddress: mailOn ? students - addressed : 0, MailOn: mailOn };
}

/**
 * Releases every held mark of the homework and mails each student once. The update re-reads each row
 * it waited for, so two releases at once release (and mail) each student once; a release sent again
 * finds nothing held.
 */
export async function releaseHeldMarks(tx: Queryable, sender: Sender, homeworkId: string): Promise<{ studentIds: string[]; mailed: number }> {
  const { rows } = await tx.query<{ student_id: string }>(
    `update homework_students hs set mark_released_at = now()
       from homework h
      where h.school_id = hs.school_id and h.id = hs.homework_id
        and hs.school_id = $1 and hs.homework_id = $2 and hs.removed_at is null and ${HELD}
      returning hs.student_id::text`,
    [sender.schoolId, homeworkId],
  );
  const studentIds = rows.map((row) => row.student_id);
  const mailed = (await marksReleasedHook(tx, sender, homeworkId, studentIds)) ?? 0;
  return { studentIds, mailed };
}

/**
 * Turning the choice on: the marks already given were seen when saved, so they stay released; only
 * marks given from now on are held.
 */
export async function holdMarksFromNow(tx: Queryable, schoolId: string, homeworkId: string): Promise<void> {
  await tx.query(
    `update homework_students set mark_released_at = now()
      where school_id = $1 and homework_id = $2 and mark_released_at is null and (result is not null or comments is not null)`,
    [schoolId, homeworkId],
  );
}
