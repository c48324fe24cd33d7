// The charts' SQL over day summaries (and the Student Overview's, by the dimension 'student')
// (migration 310_dashboard_figures.sql): a range is summed from a few thousand rows of the school's
// days instead of counting every hand-in; whole weeks whose hand-ins are all past their due days, or
// all ahead of them, come from weekly sums (migration 312), a fifth of the rows. That sum is made once
// per range, day and dimension and kept (migration 313, rangeEntry); every call reads it. Days that
// writes have changed (dashboard_stale_days, kept by triggers) are recomputed from the school's rows
// first, with their weeks, in one transaction that also raises the school's figures version (so the
// kept sums are made again), so a figure is never older than the last committed write.
//
// The recomputation follows 02 §4 as rowBadge/dueDayFor do in contracts: a hand-in's due day is
// the homework's, or the student's extended due date when later; handed in on or before that day is
// on time, after it late; not handed in is overdue or due by that day against today, at read time.
import { addDays, type DashboardDimension, type DashboardHandedInStatusRow, type DashboardTotalRow } from '@homework/contracts';
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
    const weeks = [...new Set(days.map(weekOf))];
    await tx.query('delete from dashboard_week_figures where school_id = $1 and week_start = any($2::date[])', [schoolId, weeks]);
    await tx.query('delete from dashboard_weeks where school_id = $1 and week_start = any($2::date[])', [schoolId, weeks]);
    await tx.query(RECOMPUTE_WEEK_FIGURES, [schoolId, weeks]);
    await tx.query(RECOMPUTE_WEEKS, [schoolId, weeks]);
    await tx.query(
      `insert into dashboard_versions (school_id, version) values ($1, 1)
       on conflict (school_id) do update set version = dashboard_versions.version + 1`,
      [schoolId],
    );
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

/** The Monday of a school day's week ('YYYY-MM-DD'), as date_trunc('week') gives it. */
export function weekOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday)!;
}

/** The weeks' ($2, Mondays) sums of their day rows. */
const RECOMPUTE_WEEK_FIGURES = `
  insert into dashboard_week_figures (school_id, dimension, subject_id, set_by_id, value, week_start, homework, hand_ins, on_time, late, not_in)
  select $1, f.dimension, f.subject_id, f.set_by_id, f.value, wk.week_start,
         sum(f.homework), sum(f.hand_ins), sum(f.on_time), sum(f.late), sum(f.not_in)
    from unnest($2::date[]) wk (week_start)
    join dashboard_figures f on f.school_id = $1 and f.due_day >= wk.week_start and f.due_day < wk.week_start + 7
   group by f.dimension, f.subject_id, f.set_by_id, f.value, wk.week_start`;

/** Each week's first and last effective due days (null: homework and no hand-ins). */
const RECOMPUTE_WEEKS = `
  insert into dashboard_weeks (school_id, week_start, first_eff_day, last_eff_day)
  select $1, wk.week_start, min(f.eff_day), max(f.eff_day)
    from unnest($2::date[]) wk (week_start)
    join dashboard_figures f on f.school_id = $1 and f.due_day >= wk.week_start and f.due_day < wk.week_start + 7
   group by wk.week_start`;

/**
 * The range's whole weeks read from the weekly sums: those whose hand-ins are all past their
 * effective due days by `overdueBefore` (every one not handed in is overdue), or all on or after
 * it (every one is due), or that have homework and no hand-ins.
 */
const SETTLED_WEEKS = `
  select to_char(week_start, 'YYYY-MM-DD') as week, coalesce(last_eff_day < $4::date, true) as overdue
    from dashboard_weeks
   where school_id = $1 and week_start >= $2::date and week_start + 7 <= $3::date
     and (last_eff_day is null or last_eff_day < $4::date or first_eff_day >= $4::date)
   order by week_start`;

/**
 * Where a range's figures come from: the sums of `weeks` (those in `overdueWeeks` have every hand-in
 * not made overdue, the others due), and the day rows of [starts[i], ends[i]).
 */
export interface FigurePlan {
  weeks: string[];
  overdueWeeks: string[];
  starts: string[];
  ends: string[];
}

/** The days of [from, until) outside the given weeks (Mondays, ascending, each wholly inside), as intervals. */
export function daysOutside(from: string, until: string, weeks: readonly string[]): Pick<FigurePlan, 'starts' | 'ends'> {
  const starts: string[] = [];
  const ends: string[] = [];
  let next = from;
  for (const week of weeks) {
    if (week > next) {
      starts.push(next);
      ends.push(week);
    }
    next = addDays(week, 7)!;
  }
  if (next < until) {
    starts.push(next);
    ends.push(until);
  }
  return { starts, ends };
}

export async function planFigures(db: Queryable, w: DashboardWindow): Promise<FigurePlan> {
  const { rows } = await db.query<{ week: string; overdue: boolean }>(SETTLED_WEEKS, [w.schoolId, w.fromDay, w.untilDay, w.overdueBefore], {
    prepare: true,
  });
  const weeks = rows.map((r) => r.week);
  return { weeks, overdueWeeks: rows.filter((r) => r.overdue).map((r) => r.week), ...daysOutside(w.fromDay, w.untilDay, weeks) };
}

/** Parameter positions of figureRows' inputs in the query that uses it. */
interface FigureParams {
  school: string;
  dimension: string;
  weeks: string;
  overdueWeeks: string;
  starts: string;
  ends: string;
  overdueBefore: string;
}

/**
 * A range's rows as (subject_id, set_by_id, value, homework, hand_ins, on_time, late, overdue, due):
 * the settled weeks' sums (hand-ins not made all overdue, or all due) and the other days' rows,
 * split at overdueBefore.
 */
function figureRows(p: FigureParams): string {
  return `
    select w.subject_id, w.set_by_id, w.value, w.homework, w.hand_ins, w.on_time, w.late,
           case when w.week_start = any(${p.overdueWeeks}::date[]) then w.not_in else 0 end as overdue,
           case when w.week_start = any(${p.overdueWeeks}::date[]) then 0 else w.not_in end as due
      from dashboard_week_figures w
     where w.school_id = ${p.school} and w.dimension = ${p.dimension} and w.week_start = any(${p.weeks}::date[])
    union all
    select f.subject_id, f.set_by_id, f.value, f.homework, f.hand_ins, f.on_time, f.late,
           case when f.eff_day < ${p.overdueBefore}::date then f.not_in else 0 end,
           case when f.eff_day >= ${p.overdueBefore}::date then f.not_in else 0 end
      from unnest(${p.starts}::date[], ${p.ends}::date[]) r (a, b)
      -- One index range per interval: as a plain join (or a lateral subquery it may flatten, hence
      -- offset 0) the planner read every day row of the dimension and filtered them.
      cross join lateral (
        select * from dashboard_figures f
         where f.school_id = ${p.school} and f.dimension = ${p.dimension} and f.due_day >= r.a and f.due_day < r.b
        offset 0
      ) f`;
}

/** A dimension of the kept sums: the charts' and the Student Overview's ('student'). */
export type FigureDimension = DashboardDimension | 'student';

const CURRENT_VERSION = 'coalesce((select version from dashboard_versions where school_id = $1), 0)';
const ENTRY_KEY = 'school_id = $1 and from_day = $2 and until_day = $3 and overdue_before = $4 and dimension = $5';

/** The range's sums per key, for the entry $1… ($1 school, $2 entry id, $3–$6 the plan, $7 overdueBefore, $8 dimension). */
const KEEP_SUMS = `
  insert into dashboard_range_figures (entry_id, subject_id, set_by_id, value, homework, hand_ins, on_time, late, overdue, due)
  select $2, f.subject_id, f.set_by_id, f.value, sum(f.homework), sum(f.hand_ins), sum(f.on_time), sum(f.late), sum(f.overdue), sum(f.due)
    from (${figureRows({ school: '$1', dimension: '$8', weeks: '$3', overdueWeeks: '$4', starts: '$5', ends: '$6', overdueBefore: '$7' })}) f
   group by f.subject_id, f.set_by_id, f.value`;

/**
 * The Student Overview's rows of the entry $2 (migration 314): every current student (on roll, not
 * pre-admission) of school $1 with their sums, zero when nothing was due, and their names lowered
 * for the name order.
 */
const KEEP_STUDENT_ROWS = `
  insert into dashboard_student_rows (entry_id, student_id, surname, forename, sort_surname, sort_forename, reg_group, year_group, on_time, late, due, overdue)
  select $2, s.id, s.display_surname, s.display_forename, lower(s.display_surname), lower(s.display_forename), coalesce(s.reg_group, ''), s.year_group,
         coalesce(f.on_time, 0), coalesce(f.late, 0), coalesce(f.due, 0), coalesce(f.overdue, 0)
    from students s
    left join dashboard_range_figures f on f.entry_id = $2 and f.value = s.id::text
   where s.school_id = $1 and s.is_active and not s.is_pre_admission`;

/**
 * The id of the kept sums of the window's range for the dimension, made if the school's figures
 * version, the range or the day have none yet (call refreshFigures first). Readers asking for the
 * same missing entry at once take turns: the first makes it, the others find it.
 */
export async function rangeEntry(db: Database, w: DashboardWindow, dimension: FigureDimension): Promise<string> {
  const key = [w.schoolId, w.fromDay, w.untilDay, w.overdueBefore, dimension];
  const find = `select id::text as id from dashboard_range_entries where ${ENTRY_KEY} and version = ${CURRENT_VERSION}`;
  const found = await db.query<{ id: string }>(find, key, { prepare: true });
  if (found.rows[0]) return found.rows[0].id;
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [key.join('|')]);
    const again = await tx.query<{ id: string }>(find, key);
    if (again.rows[0]) return again.rows[0].id;
    // The school's entries of an older version or day are not read again.
    await tx.query(`delete from dashboard_range_entries where school_id = $1 and (version <> ${CURRENT_VERSION} or overdue_before <> $2)`, [
      w.schoolId,
      w.overdueBefore,
    ]);
    const made = await tx.query<{ id: string }>(
      `insert into dashboard_range_entries (school_id, version, from_day, until_day, overdue_before, dimension)
       values ($1, ${CURRENT_VERSION}, $2, $3, $4, $5) returning id::text as id`,
      key,
    );
    const entryId = made.rows[0].id;
    const plan = await planFigures(tx, w);
    await tx.query(KEEP_SUMS, [w.schoolId, entryId, plan.weeks, plan.overdueWeeks, plan.starts, plan.ends, w.overdueBefore, dimension]);
    if (dimension === 'student') await tx.query(KEEP_STUDENT_ROWS, [w.schoolId, entryId]);
    return entryId;
  });
}

/** As teacherDisplayName: title, initial and surname ('Mr J. Smith'). */
const TEACHER_NAME = `concat_ws(' ', nullif(btrim(t.title), ''), nullif(upper(left(btrim(t.forename), 1)) || '.', '.'), btrim(t.surname))`;
const SUBJECT_JOIN = 'left join subjects sub on sub.school_id = $2 and sub.id = f.subject_id';
const TEACHER_JOIN = 'left join staff t on t.school_id = $2 and t.id = f.set_by_id';

/** By teacher, the teacher's id for the chart's link (none when two teachers share a name). */
const TEACHER_ID = 'case when count(distinct f.set_by_id) = 1 then min(f.set_by_id::text) end';

const NAMES: Record<DashboardDimension, { name: string; joins: string; teacherId?: string }> = {
  subject: { name: 'sub.name', joins: SUBJECT_JOIN },
  teacher: { name: TEACHER_NAME, joins: TEACHER_JOIN, teacherId: TEACHER_ID },
  subjectByYear: { name: `f.value || ' ' || sub.name`, joins: SUBJECT_JOIN },
  year: { name: 'f.value', joins: '' },
  regGroup: { name: 'f.value', joins: '' },
  house: { name: 'f.value', joins: '' },
  gender: { name: 'f.value', joins: '' },
};

/** $1 the entry, and $2 the school when names are joined (an unused parameter has no type). */
const namesParams = (entryId: string, schoolId: string, joins: string) => (joins ? [entryId, schoolId] : [entryId]);

/**
 * Homework due in the range, by dimension value. The kept sums are per key (a few hundred rows);
 * a subject's or teacher's name is joined here, so a rename shows at once, and keys sharing a name
 * are added together.
 */
export async function countHomework(db: Database, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardTotalRow[]> {
  const { name, joins, teacherId = 'null' } = NAMES[dimension];
  const entryId = await rangeEntry(db, w, dimension);
  const { rows } = await db.query<{ name: string; count: number; teacher_id: string | null }>(
    `select ${name} as name, sum(f.homework)::int as count, ${teacherId} as teacher_id
       from dashboard_range_figures f ${joins}
      where f.entry_id = $1 and f.homework > 0
      group by 1 order by 1`,
    namesParams(entryId, w.schoolId, joins),
    { prepare: true },
  );
  return rows.map((r) => ({ Name: r.name, Count: r.count, ...teacherOf(r) }));
}

/** Live hand-ins due in the range, by dimension value: on time, late, overdue and due. */
export async function countHandIns(db: Database, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardHandedInStatusRow[]> {
  const { name, joins, teacherId = 'null' } = NAMES[dimension];
  const entryId = await rangeEntry(db, w, dimension);
  const { rows } = await db.query<{ name: string; count: number; on_time: number; late: number; overdue: number; due: number; teacher_id: string | null }>(
    `select ${name} as name, sum(f.hand_ins)::int as count, sum(f.on_time)::int as on_time, sum(f.late)::int as late,
            sum(f.overdue)::int as overdue, sum(f.due)::int as due, ${teacherId} as teacher_id
       from dashboard_range_figures f ${joins}
      where f.entry_id = $1 and f.hand_ins > 0
      group by 1 order by 1`,
    namesParams(entryId, w.schoolId, joins),
    { prepare: true },
  );
  return rows.map((r) => ({ Name: r.name, ...teacherOf(r), Count: r.count, HandedInOnTime: r.on_time, HandedInLate: r.late, Overdue: r.overdue, Due: r.due }));
}

const teacherOf = (row: { teacher_id: string | null }) => (row.teacher_id ? { TeacherId: row.teacher_id } : {});
