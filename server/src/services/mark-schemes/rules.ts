// What the mark schemes' routes share: the caller as the rules see them (contracts' canChangeScheme),
// a scheme as the pages read it, and the refusals of a scheme the caller may not see or change.
import type { FastifyRequest } from 'fastify';
import type { MarkScheme, MarkSchemeContent, SchemeCaller } from '@homework/contracts';
import { DELETED_MARK_SCHEME_KEPT_DAYS, canChangeScheme, markSchemeProblem, markSchemeRefusals, tidyScheme } from '@homework/contracts/mark-schemes';
import type { Queryable } from '../../db';
import { caller, httpErrors, loadDecision } from '../../kit';
import type { SchemeRow } from './queries';

export interface SchemeScope extends SchemeCaller {
  schoolId: string;
}

/** The caller from the verified token: their school, and whether they are its administrator. */
export async function schemeScopeOf(db: Queryable, request: FastifyRequest): Promise<SchemeScope> {
  const { schoolId, userId } = caller(request);
  const decision = await loadDecision(db, schoolId, userId);
  return { schoolId, userId, isSchoolAdmin: decision?.can('schoolAdmin') ?? false };
}

const placeOf = (row: Pick<SchemeRow, 'owner_id'>) => ({ owner: row.owner_id ? ('own' as const) : ('school' as const), ownerId: row.owner_id });

export const answerOf = (row: SchemeRow, scope: SchemeScope): MarkScheme => ({
  Id: row.id,
  Owner: placeOf(row).owner,
  Name: row.name,
  Criteria: row.criteria,
  Bands: row.bands,
  CanEdit: canChangeScheme(scope, placeOf(row)),
  Version: row.version,
});

/** Another teacher's own scheme is not there for the caller (404), as another school's. */
export function requireSeen(row: SchemeRow | undefined, scope: SchemeScope): SchemeRow {
  if (!row || (row.owner_id !== null && row.owner_id !== scope.userId.toLowerCase())) throw httpErrors.notFound(markSchemeRefusals.notFound);
  return row;
}

/** The caller may change it, or a 403 saying who may. */
export function requireChangeable(place: { owner: 'own' | 'school'; ownerId: string | null }, scope: SchemeScope): void {
  if (canChangeScheme(scope, place)) return;
  throw httpErrors.forbidden(place.owner === 'own' ? markSchemeRefusals.ownOnly : markSchemeRefusals.notSchoolAdmin);
}

export const requireChangeableRow = (row: SchemeRow, scope: SchemeScope) => requireChangeable(placeOf(row), scope);

/** A scheme as it is kept, or a 400 naming what is wrong. */
export function validScheme(content: MarkSchemeContent): MarkSchemeContent {
  const problem = markSchemeProblem(content);
  if (problem) throw httpErrors.badRequest(problem);
  return tidyScheme(content);
}

/** Deleted schemes are kept this long for Undo. */
export const DELETED_KEPT_MS = DELETED_MARK_SCHEME_KEPT_DAYS * 24 * 60 * 60 * 1000;
