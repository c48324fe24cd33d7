// The school and user every query is scoped by, from the verified access token only.
import type { FastifyRequest } from 'fastify';
import { httpErrors } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Stands for a caller whose user id is not one of ours: it matches no row. */
const NOBODY = '00000000-0000-0000-0000-000000000000';

export interface Scope {
  schoolId: string;
  /** Null when the provider's user id is not one of ours (it then matches no row). */
  userId: string | null;
}

export function scopeOf(request: FastifyRequest): Scope {
  const { schoolId, userId } = request.identity;
  // A token from another provider may name a school this system does not hold in its own form.
  if (!UUID.test(schoolId)) throw httpErrors.forbidden('Your sign-in is not linked to a school in this system.');
  return { schoolId: schoolId.toLowerCase(), userId: UUID.test(userId) ? userId.toLowerCase() : null };
}

/** The scope with a user id always given, for queries that compare it (homework, marking). */
export function caller(request: FastifyRequest): { schoolId: string; userId: string } {
  const { schoolId, userId } = scopeOf(request);
  return { schoolId, userId: userId ?? NOBODY };
}

/** A school named in the path is answered only when it is the caller's own school. */
export const isOwnSchool = (scope: Scope, schoolId: string) => scope.schoolId === schoolId.toLowerCase();
