// The caller's access decision, from the same rules the pages use (shared `decideAccess`, 01 §6).
import { decideAccess, type AccessDecision } from '@homework/contracts/access';
import type { Queryable } from '../db';

interface AccessRow {
  is_teacher: boolean;
  products: string[];
  features: { Name: string; Enabled: boolean }[] | null;
  roles: { ProductCode: string; Roles: number }[] | null;
}

export type DecisionOf = (schoolId: string, userId: string | null) => Promise<AccessDecision | null>;

/**
 * The decision is remembered for a minute per user (the spec re-fetches the role list after 60 s
 * too), so a call costs no extra query; a role taken away takes effect within the minute. Calls
 * that miss together share one load, so a burst from one user is one query, not one per request.
 */
export function decisionCache(db: Queryable, seconds = 60): DecisionOf {
  const cache = new Map<string, { decision: Promise<AccessDecision | null>; until: number }>();
  return async (schoolId, userId) => {
    if (!userId) return null;
    const key = `${schoolId}|${userId}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.decision;
    if (cache.size >= 10_000) cache.clear();
    const decision = loadDecision(db, schoolId, userId);
    const entry = { decision, until: Date.now() + seconds * 1000 };
    cache.set(key, entry);
    decision.catch(() => cache.get(key) === entry && cache.delete(key));
    return decision;
  };
}

/** Null for a user who is not staff of the school, or has left it (no one to decide for). */
export async function loadDecision(db: Queryable, schoolId: string, userId: string): Promise<AccessDecision | null> {
  const { rows } = await db.query<AccessRow>(
    `select st.is_teacher,
            array(select product from school_products where school_id = st.school_id) as products,
            (select json_agg(json_build_object('Name', name, 'Enabled', enabled))
               from school_features where school_id = st.school_id) as features,
            (select json_agg(json_build_object('ProductCode', product_code, 'Roles', roles))
               from user_roles where school_id = st.school_id and user_id = st.id) as roles
       from staff st
      where st.school_id = $1 and st.id = $2 and st.left_at is null`,
    [schoolId, userId],
  );
  const row = rows[0];
  if (!row) return null;
  return decideAccess({
    isTeacher: row.is_teacher,
    roles: row.roles ?? [],
    identity: { Products: row.products.map((Name) => ({ Name })), Features: row.features ?? [], PhotoId: null, IsParent: false },
  });
}
