// What the rules of 01 §6 / 02 §6 decide for one user, from the database: the same `decideAccess`
// that opens routes in the browser, so a page and its API never disagree.
import { decideAccess, type AccessDecision } from '@homework/shared/access';
import type { Queryable } from '../db';

interface AccessRow {
  is_teacher: boolean;
  products: string[];
  features: { Name: string; Enabled: boolean }[] | null;
  roles: { ProductCode: string; Roles: number }[] | null;
}

/** Nothing opens for a user the school does not hold as staff. */
const NOBODY = decideAccess({
  isTeacher: false,
  roles: [],
  identity: { Products: [], Features: [], PhotoId: null, IsParent: false },
});

/**
 * The decision is remembered for a minute per user (the spec re-fetches the role list after 60 s
 * too), so a request costs no extra query; a role taken away takes effect within the minute.
 */
export function accessDecisions(db: Queryable, seconds = 60): (schoolId: string, userId: string | null) => Promise<AccessDecision> {
  const cache = new Map<string, { decision: AccessDecision; until: number }>();
  return async (schoolId, userId) => {
    if (!userId) return NOBODY;
    const key = `${schoolId}|${userId}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.decision;
    const decision = await decideFor(db, schoolId, userId);
    if (cache.size >= 10_000) cache.clear();
    cache.set(key, { decision, until: Date.now() + seconds * 1000 });
    return decision;
  };
}

async function decideFor(db: Queryable, schoolId: string, userId: string): Promise<AccessDecision> {
  const { rows } = await db.query<AccessRow>(
    `select st.is_teacher,
            array(select product from school_products where school_id = st.school_id) as products,
            (select json_agg(json_build_object('Name', name, 'Enabled', enabled))
               from school_features where school_id = st.school_id) as features,
            (select json_agg(json_build_object('ProductCode', product_code, 'Roles', roles))
               from user_roles where school_id = st.school_id and user_id = st.id) as roles
       from staff st
      where st.school_id = $1 and st.id = $2`,
    [schoolId, userId],
  );
  const row = rows[0];
  if (!row) return NOBODY;
  return decideAccess({
    isTeacher: row.is_teacher,
    roles: row.roles ?? [],
    identity: { Products: row.products.map((Name) => ({ Name })), Features: row.features ?? [], PhotoId: null, IsParent: false },
  });
}
