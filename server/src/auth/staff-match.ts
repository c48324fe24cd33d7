// With the school's own provider, its tokens name a person by a claim (e-mail or username) rather
// than by our ids: the member of staff imported with that e-mail or username (who has not left).
import type { StaffMatch } from '../config';
import type { Queryable } from '../db';

export type StaffOf = (value: string) => Promise<{ userId: string; schoolId: string } | 'none' | 'several'>;

/** Remembered for a minute per value, as the access decision is: a request costs no query. */
export function staffMatcher(db: Queryable, match: StaffMatch, seconds = 60): StaffOf {
  const column = match.by === 'email' ? 'email' : 'username';
  const cache = new Map<string, { found: ReturnType<StaffOf>; until: number }>();
  return (value) => {
    const key = value.toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.found;
    if (cache.size >= 10_000) cache.clear();
    const found = db
      .query<{ school_id: string; id: string }>(`select school_id, id from staff where lower(${column}) = $1 and left_at is null limit 2`, [key])
      .then(({ rows }) => (rows.length === 0 ? 'none' : rows.length > 1 ? 'several' : { userId: rows[0].id, schoolId: rows[0].school_id }));
    cache.set(key, { found, until: Date.now() + seconds * 1000 });
    found.catch(() => cache.delete(key));
    return found;
  };
}
