// The school's time zone, which every service that takes or answers a school day reads: the stored
// zone when it is a real one, else the spec's default.
import { SCHOOL_TIME_ZONE_DEFAULT, isValidTimeZone } from '@homework/contracts';
import type { Queryable } from '../db';

export async function findSchoolTimeZone(db: Queryable, schoolId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  return rows[0]?.time_zone;
}

/** The zone a school's days are reckoned in, from the one it has stored. */
export const schoolTimeZone = (stored: string | undefined) => (stored && isValidTimeZone(stored) ? stored : SCHOOL_TIME_ZONE_DEFAULT);

/** The school's zone, remembered for ten minutes (the spec's school-details cache lifetime). */
export function timeZoneCache(db: Queryable, minutes = 10): (schoolId: string) => Promise<string> {
  const cache = new Map<string, { zone: string; until: number }>();
  return async (schoolId) => {
    const hit = cache.get(schoolId);
    if (hit && hit.until > Date.now()) return hit.zone;
    const zone = schoolTimeZone(await findSchoolTimeZone(db, schoolId));
    cache.set(schoolId, { zone, until: Date.now() + minutes * 60_000 });
    return zone;
  };
}
