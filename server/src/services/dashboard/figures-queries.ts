// The charts' SQL over day summaries (and the Student Overview's, by the dimension 'student') (migration 310_dashboard_figures.sql): a call sums a few
// thousand rows of the school's days in the range instead of counting every hand-in. Days that
// writes have changed (dashboard_stale_days, kept by triggers) are recomputed from the school's
// rows first, in one transaction, so a figure is never older than the last committed write.
//
// The recomputation follows 02 §4 as rowBadge/dueDayFor do in contracts: a hand-in's due day is
// the homework's, or the student's extended due date when later; handed in on or before that day is
// on time, after it late; not handed in is overdue or due by that day against today, at read time.
import type { DashboardDimension, DashboardHandedInStatusRow, DashboardTotalRow } from '@homework/contracts';
import type { Database, Queryable } from '../../db';
import type { DashboardWindow } from './dashboard-queries';

export const NO_VALUE = 'None';

/** Recomputes the school's days that writes have changed since the last read; returns how many. */
export async function refreshFigures(db: Database, schoolId: string): Promise<number> {
  const { rows } = await db.query<{ stale: boolean }>('select exists (select 1 from dashboard_stale_days where school_id = $1) as stale', [
    schoolId,
  ], { prepare: true });
  if (!rows[0]?.stale) return 0;
  return db.transaction(async (tx) => {
    // Taking the rows locks them: a second reader waits here and then finds them gone (recomputed),
    // and a write marking one of these days again waits until the recomputation is committed.
    const taken = await tx.query<{ day: string }>(
      `delete from dashboard_stale_days where school_id = $1 returning to_char(due_day, 'YYYY-MM-DD') as day`,
      [schoolId],
    );
    const days = taken.rows.map((r) => r.day);
    if (days.length === 0) return 0;
    await tx.query('delete from dashboard_figures where school_id = $1 and due_day = any($2::date[])', [schoolId, days]);
    await tx.query(RECOMPUTE, [schoolId, days]);
    return days.length;
  });
}

/** Every dimension's value for a hand-in, as (dimension, subject_id, set_by_id, value). */
const VALUES = `(values
  ('subject', hi.subject_id, null::uuid, null::text),
  ('teacher', null, hi.set_by_id, null),
  ('subjectByYear', hi.subject_id, null, hi.year_group),
  ('year', null, null, hi.year_group),
  ('regGroup', null, null, hi.reg_group),
  ('house', null, null, hi.house),
  ('gender', null, null, hi.gender),
  ('student', null, null, hi.student_id::text)) v (dimension, subject_id, set_by_id, value)`;

const RECOMPUTE = `
  with homework_of_days as materialized (
    select h.id, h.subject_id, h.set_by_id, h.due_date, sc.time_zone, (h.due_date at time zone sc.time_zone)::date as due_day
      from homework h join schools sc on sc.id = h.school_id
     where h.school_id = $1 and (h.due_date at time zone sc.time_zone)::date = any($2::date[])
  ),
  hand_ins as materialized (
    select hw.id, hw.subject_id, hw.set_by_id, hw.due_day, hs.student_id, s.year_group,
           coalesce(nullif(s.reg_group, ''), '${NO_VALUE}') as reg_group,
           coalesce(nullif(s.house, ''), '${NO_VALUE}') as house,
           coalesce(nullif(s.gender, ''), '${NO_VALUE}') as gender,
           (greatest(hw.due_date, hs.extended_due_date) at time zone hw.time_zone)::date as eff_day,
           (hs.handed_in_date at time zone hw.time_zone)::date as handed_in_day
      from homework_of_days hw
      join homework_students hs on hs.school_id = $1 and hs.homework_id = hw.id and hs.removed_at is null
      join students s on s.school_id = $1 and s.id = hs.student_id
  ),
  hand_in_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, set_by_id, value, due_day, eff_day, hand_ins, on_time, late, not_in)
    select $1, v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day, hi.eff_day, count(*),
           count(*) filter (where hi.handed_in_day <= hi.eff_day),
           count(*) filter (where hi.handed_in_day > hi.eff_day),
           count(*) filter (where hi.handed_in_day is null)
      from hand_ins hi cross join lateral ${VALUES}
     group by v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day, hi.eff_day
    returning 1
  ),
  -- By a student's value, a homework counts once for each value its students have.
  student_homework_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, set_by_id, value, due_day, homework)
    select $1, v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day, count(distinct hi.id)
      from hand_ins hi cross join lateral ${VALUES}
     where v.dimension not in ('subject', 'teacher', 'student')
     group by v.dimension, v.subject_id, v.set_by_id, v.value, hi.due_day
    returning 1
  ),
  -- By subject or teacher, every homework counts, with students or without.
  homework_rows as (
    insert into dashboard_figures (school_id, dimension, subject_id, set_by_id, due_day, homework)
    select $1, v.dimension, v.subject_id, v.set_by_id, hw.due_day, count(*)
      from homework_of_days hw
      cross join lateral (values ('subject', hw.subject_id, null::uuid), ('teacher', null, hw.set_by_id)) v (dimension, subject_id, set_by_id)
     group by v.dimension, v.subject_id, v.set_by_id, hw.due_day
    returning 1
  )
  select (select count(*) from hand_in_rows) + (select count(*) from student_homework_rows) + (select count(*) from homework_rows) as written`;

/** As teacherDisplayName: title, initial and surname ('Mr J. Smith'). */
const TEACHER_NAME = `concat_ws(' ', nullif(btrim(t.title), ''), nullif(upper(left(btrim(t.forename), 1)) || '.', '.'), btrim(t.surname))`;
const SUBJECT_JOIN = 'left join subjects sub on sub.school_id = $1 and sub.id = f.subject_id';
const TEACHER_JOIN = 'left join staff t on t.school_id = $1 and t.id = f.set_by_id';

const NAMES: Record<DashboardDimension, { name: string; joins: string }> = {
  subject: { name: 'sub.name', joins: SUBJECT_JOIN },
  teacher: { name: TEACHER_NAME, joins: TEACHER_JOIN },
  subjectByYear: { name: `f.value || ' ' || sub.name`, joins: SUBJECT_JOIN },
  year: { name: 'f.value', joins: '' },
  regGroup: { name: 'f.value', joins: '' },
  house: { name: 'f.value', joins: '' },
  gender: { name: 'f.value', joins: '' },
};

/**
 * The range's rows summed by key first (a few hundred), then named: a subject's or teacher's name is
 * joined once per key, not once per day, and keys sharing a name are added together.
 */
const byKey = (sums: string, extraWhere: string) => `
  select f.subject_id, f.set_by_id, f.value, ${sums}
    from dashboard_figures f
   where f.school_id = $1 and f.dimension = $2 and f.due_day >= $3::date and f.due_day < $4::date and ${extraWhere}
   group by f.subject_id, f.set_by_id, f.value`;

/** Homework due in the range, by dimension value. */
export async function countHomework(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardTotalRow[]> {
  const { name, joins } = NAMES[dimension];
  const { rows } = await db.query<DashboardTotalRow>(
    `select ${name} as "Name", sum(f.homework)::int as "Count"
       from (${byKey('sum(f.homework) as homework', 'f.eff_day is null')}) f ${joins}
      group by 1 order by 1`,
    [w.schoolId, dimension, w.fromDay, w.untilDay],
    { prepare: true },
  );
  return rows;
}

/** Live hand-ins due in the range, by dimension value: on time, late, overdue and due. */
export async function countHandIns(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardHandedInStatusRow[]> {
  const { name, joins } = NAMES[dimension];
  const sums = `sum(f.hand_ins) as hand_ins, sum(f.on_time) as on_time, sum(f.late) as late,
    coalesce(sum(f.not_in) filter (where f.eff_day < $5::date), 0) as overdue,
    coalesce(sum(f.not_in) filter (where f.eff_day >= $5::date), 0) as due`;
  const { rows } = await db.query<{ name: string; count: number; on_time: number; late: number; overdue: number; due: number }>(
    `select ${name} as name, sum(f.hand_ins)::int as count, sum(f.on_time)::int as on_time, sum(f.late)::int as late,
            sum(f.overdue)::int as overdue, sum(f.due)::int as due
       from (${byKey(sums, 'f.eff_day is not null')}) f ${joins}
      group by 1 order by 1`,
    [w.schoolId, dimension, w.fromDay, w.untilDay, w.overdueBefore],
    { prepare: true },
  );
  return rows.map((r) => ({ Name: r.name, Count: r.count, HandedInOnTime: r.on_time, HandedInLate: r.late, Overdue: r.overdue, Due: r.due }));
}
