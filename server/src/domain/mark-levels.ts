// A homework's mark scheme copies and the levels chosen on them (decision 0039): what the mark-schemes
// service chooses and reads, and what the save of a mark (the marking service's SaveHomeworkMark)
// keeps beside the student's Result and Comments, in the save's own transaction.
import { randomUUID } from 'node:crypto';
import type { ChosenLevel, MarkSchemeContent } from '@homework/contracts';
import { levelsProblem, markSchemeRefusals } from '@homework/contracts/mark-schemes';
import type { Queryable } from '../db';
import { httpErrors } from '../kit';

export interface CopyRow {
  id: string;
  source_id: string | null;
  name: string;
  criteria: MarkSchemeContent['Criteria'];
  bands: MarkSchemeContent['Bands'];
}

/** The homework's copy in use, or undefined when it has none; locked for the transaction when `forUpdate`. */
export async function currentCopy(db: Queryable, schoolId: string, homeworkId: string, forUpdate = false): Promise<CopyRow | undefined> {
  const { rows } = await db.query<CopyRow>(
    `select id, source_id, name, criteria, bands from homework_mark_schemes
      where school_id = $1 and homework_id = $2 and replaced_at is null ${forUpdate ? 'for update' : ''}`,
    [schoolId, homeworkId],
  );
  return rows[0];
}

/** Every student's levels on a copy. */
export async function levelsOnCopy(db: Queryable, schoolId: string, copyId: string): Promise<{ student_id: string; levels: ChosenLevel[] }[]> {
  const { rows } = await db.query<{ student_id: string; levels: ChosenLevel[] }>(
    'select student_id, levels from mark_scheme_levels where school_id = $1 and copy_id = $2',
    [schoolId, copyId],
  );
  return rows;
}

/** Sets the copy in use aside (kept for the Undo) and puts `copyId` (a new copy, or an older one; null for none) in its place. */
export async function replaceCopy(db: Queryable, schoolId: string, homeworkId: string, next: { copyId: string | null } | { content: MarkSchemeContent; sourceId: string; chosenBy: string }): Promise<string | null> {
  await db.query('update homework_mark_schemes set replaced_at = now() where school_id = $1 and homework_id = $2 and replaced_at is null', [schoolId, homeworkId]);
  if ('copyId' in next) {
    if (next.copyId === null) return null;
    const { rows } = await db.query(
      'update homework_mark_schemes set replaced_at = null where school_id = $1 and homework_id = $2 and id = $3 returning id',
      [schoolId, homeworkId, next.copyId],
    );
    if (rows.length === 0) throw httpErrors.notFound(markSchemeRefusals.copyNotFound);
    return next.copyId;
  }
  const id = randomUUID();
  await db.query(
    `insert into homework_mark_schemes (school_id, id, homework_id, source_id, name, criteria, bands, chosen_by) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [schoolId, id, homeworkId, next.sourceId, next.content.Name, JSON.stringify(next.content.Criteria), JSON.stringify(next.content.Bands), next.chosenBy],
  );
  return id;
}

/**
 * The save of a mark's hook: the levels chosen for the student on the homework's current copy,
 * refused (400) when they are not that copy's. Levels left out of the save leave those kept alone.
 */
export async function keepMarkLevels(tx: Queryable, scope: { schoolId: string; userId: string }, homeworkId: string, studentId: string, levels: readonly ChosenLevel[] | undefined): Promise<void> {
  if (levels === undefined) return;
  const copy = await currentCopy(tx, scope.schoolId, homeworkId.toLowerCase());
  if (!copy) {
    if (levels.length === 0) return;
    throw httpErrors.badRequest(markSchemeRefusals.noScheme);
  }
  const problem = levelsProblem({ Criteria: copy.criteria }, levels);
  if (problem) throw httpErrors.badRequest(problem);
  const kept = levels.map((level) => ({ CriterionId: level.CriterionId.toLowerCase(), LevelId: level.LevelId.toLowerCase() }));
  await tx.query(
    `insert into mark_scheme_levels (school_id, copy_id, student_id, levels, saved_by) values ($1, $2, $3, $4, $5)
     on conflict (school_id, copy_id, student_id) do update set levels = excluded.levels, saved_by = excluded.saved_by, saved_at = now()`,
    [scope.schoolId, copy.id, studentId.toLowerCase(), JSON.stringify(kept), scope.userId],
  );
}
