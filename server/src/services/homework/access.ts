// Who may use the homework service: the same rule that opens the homework routes in the browser
// (shared/access `decideAccess(...).can('homework')`, 01 §6), applied on the server to every homework
// call, reads included — a user the pages refuse cannot call the service either.
import { decideAccess } from '@homework/shared/access';
import type { Queryable } from '../../db';

interface AccessRow {
  is_teacher: boolean;
  products: string[];
  features: { Name: string; Enabled: boolean }[] | null;
  roles: { ProductCode: string; Roles: number }[] | null;
}

/**
 * The decision is remembered for a minute per user (the spec re-fetches the role list after 60 s
 * too), so a list request costs no extra query; a role taken away takes effect within the minute.
 */
export function accessCache(db: Queryable, seconds = 60): (schoolId: string, userId: string) => Promise<boolean> {
  const cache = new Map<string, { allowed: boolean; until: number }>();
  return async (schoolId, userId) => {
    const key = `${schoolId}|${userId}`;
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.allowed;
    const allowed = await mayUseHomework(db, schoolId, userId);
    if (cache.size >= 10_000) cache.clear();
    cache.set(key, { allowed, until: Date.now() + seconds * 1000 });
    return allowed;
  };
}

export async function mayUseHomework(db: Queryable, schoolId: string, userId: string): Promise<boolean> {
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
  if (!row) return false;
  return decideAccess({
    isTeacher: row.is_teacher,
    roles: row.roles ?? [],
    identity: { Products: row.products.map((Name) => ({ Name })), Features: row.features ?? [], PhotoId: null, IsParent: false },
  }).can('homework');
}
