// The school admin service's SQL: the signed-in user's roles per product.
import type { RoleRecord } from '@homework/contracts';
import type { Queryable } from '../../db';

export async function findRoles(db: Queryable, schoolId: string, userId: string | null): Promise<RoleRecord[]> {
  const { rows } = await db.query<RoleRecord>(
    `select product_code as "ProductCode", roles as "Roles" from user_roles
      where school_id = $1 and user_id = $2 order by product_code`,
    [schoolId, userId],
  );
  return rows;
}
