// What the comment bank's routes share: the caller as the bank's rules see them (contracts'
// canSeeBankComment / canChangeBank), a comment as the marking view reads it, and the refusals.
import type { FastifyRequest } from 'fastify';
import { DELETED_BANK_COMMENT_KEPT_DAYS, type BankCaller, type BankComment, type BankPlace } from '@homework/contracts';
import { canChangeBank, canSeeBankComment, commentBankRefusals } from '@homework/contracts/comment-bank';
import type { Queryable } from '../../db';
import { iso } from '../../domain/school-days';
import { caller, httpErrors, loadDecision } from '../../kit';
import { subjectsTaught, type CommentRow } from './queries';

export interface BankScope extends BankCaller {
  schoolId: string;
}

/** The caller from the verified token: their school, whether they are its administrator, the subjects they teach. */
export async function bankScopeOf(db: Queryable, request: FastifyRequest): Promise<BankScope> {
  const { schoolId, userId } = caller(request);
  const [decision, subjectIds] = await Promise.all([loadDecision(db, schoolId, userId), subjectsTaught(db, schoolId, userId)]);
  return { schoolId, userId, isSchoolAdmin: decision?.can('schoolAdmin') ?? false, subjectIds };
}

export const placeOf = (row: Pick<CommentRow, 'bank' | 'owner_id' | 'subject_id'>): BankPlace => ({
  bank: row.bank,
  ownerId: row.owner_id,
  subjectId: row.subject_id,
});

export const answerOf = (row: CommentRow, scope: BankScope): BankComment => ({
  Id: row.id,
  Bank: row.bank,
  SubjectId: row.subject_id,
  Text: row.text,
  Uses: Number(row.uses),
  LastUsedAt: iso(row.last_used_at),
  CanEdit: canChangeBank(scope, placeOf(row)),
  Version: row.version,
});

/** A comment the caller does not see is not there for them (404), as another school's. */
export function requireSeen(row: CommentRow | undefined, scope: BankScope): CommentRow {
  if (!row || !canSeeBankComment(scope, placeOf(row))) throw httpErrors.notFound(commentBankRefusals.notFound);
  return row;
}

/** The caller may change this bank, or a 403 saying who may. */
export function requireChangeable(place: BankPlace, scope: BankScope): void {
  if (canChangeBank(scope, place)) return;
  if (place.bank === 'own') throw httpErrors.forbidden(commentBankRefusals.ownOnly);
  if (place.bank === 'subject') throw httpErrors.forbidden(place.subjectId ? commentBankRefusals.notSubjectTeacher : commentBankRefusals.subjectNeeded);
  throw httpErrors.forbidden(commentBankRefusals.notSchoolAdmin);
}

/** Deleted comments are kept this long for Undo. */
export const DELETED_KEPT_MS = DELETED_BANK_COMMENT_KEPT_DAYS * 24 * 60 * 60 * 1000;
