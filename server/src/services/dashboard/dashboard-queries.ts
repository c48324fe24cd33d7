// The dashboard's SQL: every figure is an aggregate computed by the database over the school's rows
// (homework due in the range, joined to their live hand-in records), never rows counted in Node.
// A hand-in's due day is the homework's, or the student's extended due date when later (02 §4, as
// rowBadge/dueDayFor in contracts); days are compared as calendar days in the school's zone.
import type { DashboardDimension, DashboardHandedInStatusRow, DashboardTotalRow, StudentHandInRow, StudentOverviewSort } from '@homework/contracts';
import type { Queryable } from '../../db';

export interface DashboardWindow {
  schoolId: string;
  /** Start of the range's first day and of the day after its last, in the school's zone. */
  from: Date;
  until: Date;
  timeZone: string;
  /** 'YYYY-MM-DD': a hand-in not made is overdue when its due day is before this day (today − 1). */
  overdueBefore: string;
}

interface DimensionSql {
  name: string;
  joins: string;
  /** True when the value belongs to the student (year, house...), so homework counts per student. */
  perStudent: boolean;
}

const STUDENT_JOIN = 'join students s on s.school_id = hs.school_id and s.id = hs.student_id';
const SUBJECT_JOIN = 'join subjects sub on sub.school_id = h.school_id and sub.id = h.subject_id';
const TEACHER_JOIN = 'join staff t on t.school_id = h.school_id and t.id = h.set_by_id';
/** As teacherDisplayName: title, initial and surname ('Mr J. Smith'). */
const TEACHER_NAME = `concat_ws(' ', nullif(btrim(t.title), ''), nullif(upper(left(btrim(t.forename), 1)) || '.', '.'), btrim(t.surname))`;
export const NO_VALUE = 'None';

const DIMENSIONS: Record<DashboardDimension, DimensionSql> = {
  subject: { name: 'sub.name', joins: SUBJECT_JOIN, perStudent: false },
  teacher: { name: TEACHER_NAME, joins: TEACHER_JOIN, perStudent: false },
  subjectByYear: { name: `s.year_group || ' ' || sub.name`, joins: `${STUDENT_JOIN} ${SUBJECT_JOIN}`, perStudent: true },
  year: { name: 's.year_group', joins: STUDENT_JOIN, perStudent: true },
  regGroup: { name: `coalesce(nullif(s.reg_group, ''), '${NO_VALUE}')`, joins: STUDENT_JOIN, perStudent: true },
  house: { name: `coalesce(nullif(s.house, ''), '${NO_VALUE}')`, joins: STUDENT_JOIN, perStudent: true },
  gender: { name: `coalesce(nullif(s.gender, ''), '${NO_VALUE}')`, joins: STUDENT_JOIN, perStudent: true },
};

const IN_RANGE = 'h.school_id = $1 and h.due_date >= $2 and h.due_date < $3';
const LIVE_HAND_INS = 'join homework_students hs on hs.school_id = h.school_id and hs.homework_id = h.id and hs.removed_at is null';
/** The hand-in's due day and hand-in day in the school's zone ($4). */
const DUE_DAY = `(greatest(h.due_date, hs.extended_due_date) at time zone $4)::date`;
const HANDED_IN_DAY = `(hs.handed_in_date at time zone $4)::date`;
const FIGURES = `
  count(*) filter (where hs.handed_in_date is not null and ${HANDED_IN_DAY} <= ${DUE_DAY})::int as on_time,
  count(*) filter (where hs.handed_in_date is not null and ${HANDED_IN_DAY} > ${DUE_DAY})::int as late,
  count(*) filter (where hs.handed_in_date is null and ${DUE_DAY} < $5::date)::int as overdue,
  count(*) filter (where hs.handed_in_date is null and ${DUE_DAY} >= $5::date)::int as due`;

const windowParams = (w: DashboardWindow) => [w.schoolId, w.from, w.until, w.timeZone, w.overdueBefore];

/** Homework due in the range, by dimension value; by a student value, each homework once per value its students have. */
export async function countHomework(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardTotalRow[]> {
  const d = DIMENSIONS[dimension];
  // By a student value, (value, homework) pairs are grouped first and then counted: a hash
  // aggregate, where count(distinct) would sort every hand-in (about twice as slow at 250,000).
  const sql = d.perStudent
    ? `select name as "Name", count(*)::int as "Count"
         from (select ${d.name} as name, h.id from homework h ${LIVE_HAND_INS} ${d.joins} where ${IN_RANGE} group by 1, 2) pairs
        group by 1 order by 1`
    : `select ${d.name} as "Name", count(*)::int as "Count" from homework h ${d.joins} where ${IN_RANGE} group by 1 order by 1`;
  const { rows } = await db.query<DashboardTotalRow>(sql, [w.schoolId, w.from, w.until]);
  return rows;
}

export async function countHandIns(db: Queryable, w: DashboardWindow, dimension: DashboardDimension): Promise<DashboardHandedInStatusRow[]> {
  const d = DIMENSIONS[dimension];
  const { rows } = await db.query<{ name: string; count: number; on_time: number; late: number; overdue: number; due: number }>(
    `select ${d.name} as name, count(*)::int as count, ${FIGURES}
       from homework h ${LIVE_HAND_INS} ${d.joins}
      where ${IN_RANGE}
      group by 1 order by 1`,
    windowParams(w),
  );
  return rows.map((r) => ({ Name: r.name, Count: r.count, HandedInOnTime: r.on_time, HandedInLate: r.late, Overdue: r.overdue, Due: r.due }));
}

const SORT_COLUMN: Record<Exclude<StudentOverviewSort, 'nameAsc'>, string> = {
  notHandedInDesc: 'overdue desc',
  notHandedInAsc: 'overdue asc',
  handedInDesc: 'on_time desc',
  handedInAsc: 'on_time asc',
  dueDesc: 'due desc',
  dueAsc: 'due asc',
  handedInLateDesc: 'late desc',
  handedInLateAsc: 'late asc',
};
const BY_NAME = 'lower(s.display_surname), lower(s.display_forename), s.id';

/**
 * Current students (on roll, not pre-admission) of school $1, narrowed to the chosen students
 * ($n) and the members of the chosen groups ($n+1) when there is a selection.
 */
function selectedStudents(selected: boolean, n: number): string {
  const current = 's.school_id = $1 and s.is_active and not s.is_pre_admission';
  return selected
    ? `${current} and (s.id = any($${n}::uuid[]) or exists (select 1 from group_members gm
         where gm.school_id = s.school_id and gm.student_id = s.id and gm.group_id = any($${n + 1}::uuid[])))`
    : `${current} and cardinality($${n}::uuid[]) = 0 and cardinality($${n + 1}::uuid[]) = 0`;
}

export interface StudentSelection {
  /** Null for both: every current student of the school. */
  studentIds: string[] | null;
  groupIds: string[] | null;
}

/**
 * Current students (on roll, not pre-admission) with their figures for the range, zero when they had
 * nothing due; in the sort order with name as the tie-break, so pages never overlap.
 */
export async function studentHandIns(
  db: Queryable,
  w: DashboardWindow,
  selection: StudentSelection,
  sort: StudentOverviewSort,
  page?: { size: number; number: number },
): Promise<{ rows: StudentHandInRow[]; total: number }> {
  const selected = selection.studentIds !== null || selection.groupIds !== null;
  const params: unknown[] = [...windowParams(w), selection.studentIds ?? [], selection.groupIds ?? []];
  const order = sort === 'nameAsc' ? BY_NAME : `${SORT_COLUMN[sort]}, ${BY_NAME}`;
  const limit = page ? `limit ${page.size} offset ${(page.number - 1) * page.size}` : '';
  const { rows } = await db.query<{
    id: string;
    surname: string;
    forename: string;
    reg: string;
    year: string;
    on_time: number;
    late: number;
    due: number;
    overdue: number;
    total: number;
  }>(
    `with figures as materialized (
       select hs.student_id, ${FIGURES}
         from homework h ${LIVE_HAND_INS}
        where ${IN_RANGE}
        group by hs.student_id
     )
     select s.id, s.display_surname as surname, s.display_forename as forename, coalesce(s.reg_group, '') as reg, s.year_group as year,
            coalesce(f.on_time, 0) as on_time, coalesce(f.late, 0) as late, coalesce(f.due, 0) as due, coalesce(f.overdue, 0) as overdue,
            count(*) over ()::int as total
       from students s
       left join figures f on f.student_id = s.id
      where ${selectedStudents(selected, 6)}
      order by ${order}
      ${limit}`,
    params,
  );
  const total = rows[0]?.total ?? (page && page.number > 1 ? await countStudents(db, w.schoolId, selection) : 0);
  return {
    total,
    rows: rows.map((r) => ({
      Id: r.id,
      DisplaySurname: r.surname,
      DisplayForename: r.forename,
      RegGroup: r.reg,
      YearGroup: r.year,
      HandedInOnTime: r.on_time,
      HandedInLate: r.late,
      TotalDue: r.due,
      TotalOverdue: r.overdue,
    })),
  };
}

/** The selection's size, for a page past the last (which has no row to carry the total). */
async function countStudents(db: Queryable, schoolId: string, selection: StudentSelection): Promise<number> {
  const selected = selection.studentIds !== null || selection.groupIds !== null;
  const { rows } = await db.query<{ total: number }>(
    `select count(*)::int as total from students s where ${selectedStudents(selected, 2)}`,
    [schoolId, selection.studentIds ?? [], selection.groupIds ?? []],
  );
  return rows[0].total;
}

export async function findTimeZone(db: Queryable, schoolId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  return rows[0]?.time_zone;
}
