// The school's time zone, which every service that takes or answers a school day reads: the stored
// zone when it is a real one, else the spec's default.
import { SCHOOL_TIME_ZONE_DEFAULT, isValidTimeZone } from '@homework/contracts';
import type { Queryable } from '../db';

async function findSchoolTimeZone(db: Queryable, schoolId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  return rows[0]?.time_zone;
}

/** The zone a school's days are reckoned in, from the one it has stored. */
export const schoolTimeZone = (stored: string | undefined) => (stored && isValidTimeZone(stored) ? stored : SCHOOL_TIME_ZONE_DEFAULT);

/** Each database's schools' zones, each remembered ten minutes (the spec's school-details cache lifetime). */
const remembered = new WeakMap<Queryable, Map<string, { zone: string; until: number }>>();
const ZONE_KEPT_MS = 10 * 60_000;

/** The school's zone by the rule above, remembered. */
export async function schoolTimeZoneOf(db: Queryable, schoolId: string): Promise<string> {
  let zones = remembered.get(db);
  if (!zones) remembered.set(db, (zones = new Map()));
  const hit = zones.get(schoolId);
  if (hit && hit.until > Date.now()) return hit.zone;
  const zone = schoolTimeZone(await findSchoolTimeZone(db, schoolId));
  zones.set(schoolId, { zone, until: Date.now() + ZONE_KEPT_MS });
  return zone;
}
