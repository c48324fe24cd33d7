// The Student Overview's SQL: each student's figures are summed from the day and week summaries
// (figures-queries.ts, dimension 'student'), brought up to date before the call like the charts'.
// Overdue and due are split at read time against today, as there.
import type { StudentHandInRow, StudentOverviewSort } from '@homework/contracts';
import type { Database, Queryable } from '../../db';
import { rangeEntry } from './figures-queries';

export interface DashboardWindow {
  schoolId: string;
  /** The range as school days, 'YYYY-MM-DD': the first, and the day after the last. */
  fromDay: string;
  untilDay: string;
  /** 'YYYY-MM-DD': a hand-in not made is overdue when its due day is before this day (today − 1). */
  overdueBefore: string;
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
  db: Database,
  w: DashboardWindow,
  selection: StudentSelection,
  sort: StudentOverviewSort,
  page?: { size: number; number: number },
): Promise<{ rows: StudentHandInRow[]; total: number }> {
  const selected = selection.studentIds !== null || selection.groupIds !== null;
  const entryId = await rangeEntry(db, w, 'student');
  const params: unknown[] = [w.schoolId, entryId, selection.studentIds ?? [], selection.groupIds ?? []];
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
    `select s.id, s.display_surname as surname, s.display_forename as forename, coalesce(s.reg_group, '') as reg, s.year_group as year,
            coalesce(f.on_time, 0) as on_time, coalesce(f.late, 0) as late, coalesce(f.due, 0) as due, coalesce(f.overdue, 0) as overdue,
            count(*) over ()::int as total
       from students s
       left join dashboard_range_figures f on f.entry_id = $2 and f.value = s.id::text
      where ${selectedStudents(selected, 3)}
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
