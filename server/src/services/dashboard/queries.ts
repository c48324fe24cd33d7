// The dashboard's SQL (02 §7): a range's figures are summed from the day summaries (migration 310:
// per school, dimension value, due day and, for hand-ins, effective due day), after the days that
// writes have marked stale are recomputed (dashboard_refresh_figures, migration 315). A not handed in
// hand-in is overdue when its effective due day is before `overdueBefore`, else due, as rowBadge says
// in contracts (02 §4). Names are joined here, so subjects and teachers are summed by id.
import type { DashboardDimension, DashboardHandedInStatusRow, DashboardTotalRow, StudentHandInRow } from '@homework/contracts';
import type { Queryable } from '../../db';

export interface DashboardWindow {
  schoolId: string;
  /** The range as school days, 'YYYY-MM-DD': the first, and the day after the last. */
  fromDay: string;
  untilDay: string;
  /** 'YYYY-MM-DD': a hand-in not made is overdue when its due day is before this day (today − 1). */
  overdueBefore: string;
}

/** Brings the school's day summaries up to date with every committed write. */
export async function refreshFigures(db: Queryable, schoolId: string): Promise<void> {
  await db.query('select dashboard_refresh_figures($1)', [schoolId]);
}

/** The window's day rows of a dimension: $1 school, $2 first day, $3 the day after the last, $4 dimension. */
const DAYS = 'f.school_id = $1 and f.dimension = $4 and f.due_day >= $2::date and f.due_day < $3::date';
const windowParams = (w: DashboardWindow, dimension: string) => [w.schoolId, w.fromDay, w.untilDay, dimension];

/** As teacherDisplayName: title, initial and surname ('Mr J. Smith'). */
const TEACHER_NAME = `concat_ws(' ', nullif(btrim(t.title), ''), nullif(upper(left(btrim(t.forename), 1)) || '.', '.'), btrim(t.surname))`;
const SUBJECT_JOIN = 'left join subjects sub on sub.school_id = $1 and sub.id = k.subject_id';
const TEACHER_JOIN = 'left join staff t on t.school_id = $1 and t.id = k.set_by_id';

/** By teacher, the teacher's id for the chart's link (none when two teachers share a name). */
const TEACHER_ID = 'case when count(distinct k.set_by_id) = 1 then min(k.set_by_id::text) end';

const NAMES: Record<DashboardDimension, { name: string; joins: string; teacherId?: string }> = {
  subject: { name: 'sub.name', joins: SUBJECT_JOIN },
  teacher: { name: TEACHER_NAME, joins: TEACHER_JOIN, teacherId: TEACHER_ID },
  subjectByYear: { name: `k.value || ' ' || sub.name`, joins: SUBJECT_JOIN },
  year: { name: 'k.value', joins: '' },
  regGroup: { name: 'k.value', joins: '' },
  house: { name: 'k.value', joins: '' },
  gender: { name: 'k.value', joins: '' },
};

/** Homework due in the range, by dimension value; keys sharing a name are added together. */
export async function countHomework(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardTotalRow[]> {
  const { name, joins, teacherId = 'null' } = NAMES[dimension];
  const { rows } = await db.query<{ name: string; count: number; teacher_id: string | null }>(
    `select ${name} as name, sum(k.homework)::int as count, ${teacherId} as teacher_id
       from (select f.subject_id, f.set_by_id, f.value, sum(f.homework) as homework
               from dashboard_figures f where ${DAYS} and f.homework > 0
              group by f.subject_id, f.set_by_id, f.value) k ${joins}
      group by 1 order by 1`,
    windowParams(w, dimension),
    { prepare: true },
  );
  return rows.map((r) => ({ Name: r.name, Count: r.count, ...teacherOf(r) }));
}

/** Live hand-ins due in the range, by dimension value: on time, late, overdue and due. */
export async function countHandIns(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardHandedInStatusRow[]> {
  const { name, joins, teacherId = 'null' } = NAMES[dimension];
  const { rows } = await db.query<{ name: string; count: number; on_time: number; late: number; overdue: number; due: number; teacher_id: string | null }>(
    `select ${name} as name, sum(k.hand_ins)::int as count, sum(k.on_time)::int as on_time, sum(k.late)::int as late,
            sum(k.overdue)::int as overdue, sum(k.due)::int as due, ${teacherId} as teacher_id
       from (select f.subject_id, f.set_by_id, f.value, sum(f.hand_ins) as hand_ins, sum(f.on_time) as on_time, sum(f.late) as late,
                    coalesce(sum(f.not_in) filter (where f.eff_day < $5::date), 0) as overdue,
                    coalesce(sum(f.not_in) filter (where f.eff_day >= $5::date), 0) as due
               from dashboard_figures f where ${DAYS} and f.hand_ins > 0
              group by f.subject_id, f.set_by_id, f.value) k ${joins}
      group by 1 order by 1`,
    [...windowParams(w, dimension), w.overdueBefore],
    { prepare: true },
  );
  return rows.map((r) => ({ Name: r.name, ...teacherOf(r), Count: r.count, HandedInOnTime: r.on_time, HandedInLate: r.late, Overdue: r.overdue, Due: r.due }));
}

const teacherOf = (row: { teacher_id: string | null }) => (row.teacher_id ? { TeacherId: row.teacher_id } : {});

/**
 * Every current student (on roll, not pre-admission) with their figures for the range, zero when
 * nothing was due, in name order (surname, forename, id; lowered, as the contracts' order reads the
 * seeded names).
 */
export async function studentFigures(db: Queryable, w: DashboardWindow): Promise<StudentHandInRow[]> {
  const { rows } = await db.query<StudentHandInRow>(
    `select s.id as "Id", s.display_surname as "DisplaySurname", s.display_forename as "DisplayForename",
            coalesce(s.reg_group, '') as "RegGroup", s.year_group as "YearGroup",
            coalesce(k.on_time, 0)::int as "HandedInOnTime", coalesce(k.late, 0)::int as "HandedInLate",
            coalesce(k.due, 0)::int as "TotalDue", coalesce(k.overdue, 0)::int as "TotalOverdue"
       from students s
       left join (select f.value, sum(f.on_time) as on_time, sum(f.late) as late,
                         sum(f.not_in) filter (where f.eff_day < $5::date) as overdue,
                         sum(f.not_in) filter (where f.eff_day >= $5::date) as due
                    from dashboard_figures f where ${DAYS} and f.hand_ins > 0
                   group by f.value) k on k.value = s.id::text
      where s.school_id = $1 and s.is_active and not s.is_pre_admission
      order by lower(s.display_surname), lower(s.display_forename), s.id`,
    [...windowParams(w, 'student'), w.overdueBefore],
    { prepare: true },
  );
  return rows;
}

/** The current members of the school's chosen groups. */
export async function groupMembers(db: Queryable, schoolId: string, groupIds: string[]): Promise<string[]> {
  const { rows } = await db.query<{ student_id: string }>('select distinct student_id from group_members where school_id = $1 and group_id = any($2::uuid[])', [
    schoolId,
    groupIds,
  ]);
  return rows.map((r) => r.student_id);
}
