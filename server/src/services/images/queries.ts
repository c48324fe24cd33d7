// The image service's SQL: a photo's bytes, only when it is the named person's photo in the school.
import type { Queryable } from '../../db';

export type PhotoOwners = 'staff' | 'students';

export async function findPhoto(db: Queryable, owners: PhotoOwners, schoolId: string, personId: string, photoId: string, size: number): Promise<Uint8Array | undefined> {
  const { rows } = await db.query<{ png: Uint8Array }>(
    `select p.png from photos p
       join ${owners} person on person.school_id = p.school_id and person.photo_id = p.photo_id
      where p.school_id = $1 and person.id = $2 and p.photo_id = $3 and p.size = $4`,
    [schoolId, personId, photoId, size],
  );
  return rows[0]?.png;
}
