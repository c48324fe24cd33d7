// The comment bank's SQL. Every statement is scoped by the caller's school; deleted comments are left
// out of every read but the restore's.
import type { CommentBankKind } from '@homework/contracts';
import type { Queryable } from '../../db';

export interface CommentRow {
  id: string;
  bank: CommentBankKind;
  owner_id: string | null;
  subject_id: string | null;
  text: string;
  version: number;
  deleted_at: Date | null;
  /** The caller's inserts of it. */
  uses: number;
  last_used_at: Date | null;
}

const COLUMNS = `c.id, c.bank, c.owner_id, c.subject_id, c.text, c.version, c.deleted_at,
                 coalesce(u.uses, 0) as uses, u.last_used_at`;
const USES = `left join comment_bank_uses u on u.school_id = c.school_id and u.comment_id = c.id and u.user_id = $2`;

/** The subjects the caller teaches: those of the homework they set or created (decision 0035). */
export async function subjectsTaught(db: Queryable, schoolId: string, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ subject_id: string }>(
    `select distinct subject_id from homework where school_id = $1 and (set_by_id = $2 or created_by_id = $2)`,
    [schoolId, userId],
  );
  return rows.map((row) => row.subject_id);
}

export interface BankReader {
  userId: string;
  isSchoolAdmin: boolean;
  subjectIds: readonly string[];
}

/**
 * The comments the caller sees (their own, the departments they teach or every one for a school
 * admin, the school's), for a subject when one is given: kept for it or for none.
 */
export async function visibleComments(db: Queryable, schoolId: string, reader: BankReader, subjectId: string | null): Promise<CommentRow[]> {
  const { rows } = await db.query<CommentRow>(
    `select ${COLUMNS}
       from comment_bank_comments c ${USES}
      where c.school_id = $1 and c.deleted_at is null
        and (c.owner_id = $2 or c.bank = 'school' or (c.bank = 'subject' and ($3 or c.subject_id = any($4::uuid[]))))
        and ($5::uuid is null or c.subject_id is null or c.subject_id = $5)`,
    [schoolId, reader.userId, reader.isSchoolAdmin, reader.subjectIds, subjectId],
  );
  return rows;
}

/** One comment of the school with the caller's uses (deleted ones too), locked for the transaction when `forUpdate`. */
export async function findComment(db: Queryable, schoolId: string, userId: string, id: string, forUpdate = false): Promise<CommentRow | undefined> {
  const { rows } = await db.query<CommentRow>(
    `select ${COLUMNS} from comment_bank_comments c ${USES}
      where c.school_id = $1 and c.id = $3 ${forUpdate ? 'for update of c' : ''}`,
    [schoolId, userId, id],
  );
  return rows[0];
}

export async function subjectExists(db: Queryable, schoolId: string, subjectId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from subjects where school_id = $1 and id = $2', [schoolId, subjectId]);
  return rows.length > 0;
}

export interface NewComment {
  id: string;
  bank: CommentBankKind;
  ownerId: string | null;
  subjectId: string | null;
  text: string;
  createdBy: string;
}

export async function insertComment(db: Queryable, schoolId: string, comment: NewComment): Promise<void> {
  await db.query(
    `insert into comment_bank_comments (school_id, id, bank, owner_id, subject_id, text, created_by)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [schoolId, comment.id, comment.bank, comment.ownerId, comment.subjectId, comment.text, comment.createdBy],
  );
}

/** A new text, bumping the version; false when the version is not the one read (changed since). */
export async function updateText(db: Queryable, schoolId: string, id: string, text: string, version: number): Promise<boolean> {
  const { rows } = await db.query(
    `update comment_bank_comments set text = $3, version = version + 1, updated_at = now()
      where school_id = $1 and id = $2 and version = $4 and deleted_at is null returning id`,
    [schoolId, id, text, version],
  );
  return rows.length === 1;
}

export async function setDeleted(db: Queryable, schoolId: string, id: string, deleted: boolean): Promise<void> {
  await db.query(
    `update comment_bank_comments set deleted_at = ${deleted ? 'now()' : 'null'}, version = version + 1, updated_at = now()
      where school_id = $1 and id = $2`,
    [schoolId, id],
  );
}

/** One more insert of the comment by the caller; answers their count. */
export async function countUse(db: Queryable, schoolId: string, id: string, userId: string): Promise<number> {
  const { rows } = await db.query<{ uses: number }>(
    `insert into comment_bank_uses (school_id, comment_id, user_id, uses, last_used_at) values ($1, $2, $3, 1, now())
     on conflict (school_id, comment_id, user_id) do update set uses = comment_bank_uses.uses + 1, last_used_at = now()
     returning uses`,
    [schoolId, id, userId],
  );
  return rows[0].uses;
}

/** Comments deleted before `before` go for good, in every school (the hourly purge). */
export async function purgeDeletedComments(db: Queryable, before: Date): Promise<number> {
  const { rows } = await db.query('delete from comment_bank_comments where deleted_at < $1 returning id', [before]);
  return rows.length;
}
