// The user profile service's SQL: who is signed in, and their school's products and features.
import type { CurrentUser, Feature, Identity } from '@homework/contracts';
import type { Queryable } from '../../db';

export async function findIdentity(db: Queryable, schoolId: string, userId: string | null): Promise<Identity> {
  const [products, features, person] = await Promise.all([
    db.query<{ Name: string }>('select product as "Name" from school_products where school_id = $1 order by product', [schoolId]),
    db.query<Feature>('select name as "Name", enabled as "Enabled" from school_features where school_id = $1 order by name', [schoolId]),
    db.query<{ photoId: string | null; isParent: boolean }>(
      `select (select photo_id from staff where school_id = $1 and id = $2) as "photoId",
              exists (select 1 from parents where school_id = $1 and id = $2) as "isParent"`,
      [schoolId, userId],
    ),
  ]);
  return {
    Features: features.rows,
    PhotoId: person.rows[0]?.photoId ?? null,
    Products: products.rows,
    IsParent: person.rows[0]?.isParent ?? false,
  };
}

/** simsName: the staff (or parent) record's name with title, else the sign-in account's name. */
export async function findCurrentUser(db: Queryable, schoolId: string, userId: string | null): Promise<Omit<CurrentUser, 'userId'> | undefined> {
  const { rows } = await db.query<Omit<CurrentUser, 'userId'>>(
    `select s.id as "schoolId", s.name as "schoolName",
            coalesce(
              (select concat_ws(' ', title, forename, surname) from staff where school_id = s.id and id = $2),
              (select concat_ws(' ', title, forename, surname) from parents where school_id = s.id and id = $2),
              (select display_name from user_accounts where school_id = s.id and person_id = $2 limit 1),
              '') as "simsName"
       from schools s where s.id = $1`,
    [schoolId, userId],
  );
  return rows[0];
}
