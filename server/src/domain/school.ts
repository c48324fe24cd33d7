// The school's own record, which several services read: its name and time zone (school details,
// messages) and its current term or academic year (school details, dashboard).
import type { DateRange, School, SchoolDetails } from '@homework/contracts';
import type { Queryable } from '../db';

export async function findSchool(db: Queryable, schoolId: string): Promise<School | undefined> {
  const { rows } = await db.query<School>('select id as "Id", name as "SchoolName" from schools where id = $1', [schoolId]);
  return rows[0];
}

export async function findSchoolDetails(db: Queryable, schoolId: string): Promise<SchoolDetails | undefined> {
  const { rows } = await db.query<SchoolDetails>('select id as "Id", name as "SchoolName", time_zone as "TimeZone" from schools where id = $1', [
    schoolId,
  ]);
  return rows[0];
}

/**
 * The period containing `today` (YYYY-MM-DD); in a holiday the one that ended most recently; before
 * the first, the first. `table` is terms or academic_years.
 */
export async function findCurrentPeriod(db: Queryable, table: 'terms' | 'academic_years', schoolId: string, today: string): Promise<DateRange | undefined> {
  const { rows } = await db.query<DateRange>(
    `select name as "Name", to_char(start_date, 'YYYY-MM-DD') as "StartDate", to_char(end_date, 'YYYY-MM-DD') as "EndDate"
       from ${table} where school_id = $1
      order by (start_date <= $2::date and $2::date <= end_date) desc, (start_date <= $2::date) desc,
               abs(start_date - $2::date), start_date
      limit 1`,
    [schoolId, today],
  );
  return rows[0];
}
