// The school admin service's SQL: the signed-in user's roles per product, and the school a bundle is checked against.
import type { RoleRecord } from '@homework/contracts';
import type { Queryable } from '../../db';
import type { SchoolOfCaller } from '../../roster-import';

export async function findRoles(db: Queryable, schoolId: string, userId: string | null): Promise<RoleRecord[]> {
  const { rows } = await db.query<RoleRecord>(
    `select product_code as "ProductCode", roles as "Roles" from user_roles
      where school_id = $1 and user_id = $2 order by product_code`,
    [schoolId, userId],
  );
  return rows;
}

/** The caller's school as the import checks a bundle against it. */
export async function findSchoolOfCaller(db: Queryable, schoolId: string): Promise<SchoolOfCaller | null> {
  const { rows } = await db.query<SchoolOfCaller>('select id::text as id, name, sourced_id as "sourcedId" from schools where id = $1', [schoolId]);
  return rows[0] ?? null;
}
