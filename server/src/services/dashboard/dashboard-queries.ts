// The Student Overview's SQL: each student's figures are summed from the day and week summaries
// (figures-queries.ts, dimension 'student'), brought up to date before the call like the charts', and
// kept with the range's entry as one row per current student (migration 314). Overdue and due are
// split against today as the entry is made, as there.
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
const BY_NAME = 'r.sort_surname, r.sort_forename, r.student_id';

/**
 * The entry's rows ($1), narrowed to the chosen students ($3) and the members of the chosen groups
 * ($4, of school $2) when there is a selection.
 */
function selectedRows(selected: boolean): string {
  return selected
    ? `r.entry_id = $1 and (r.student_id = any($3::uuid[]) or exists (select 1 from group_members gm
         where gm.school_id = $2 and gm.student_id = r.student_id and gm.group_id = any($4::uuid[])))`
    : 'r.entry_id = $1';
}

export interface StudentSelection {
  /** Null for both: every current student of the school. */
  studentIds: string[] | null;
  groupIds: string[] | null;
}

/** A Student Overview row's fields (StudentHandInRow) and the kept row's column of each. */
const ROW_FIELDS: Record<keyof StudentHandInRow, string> = {
  Id: 'r.student_id',
  DisplaySurname: 'r.surname',
  DisplayForename: 'r.forename',
  RegGroup: 'r.reg_group',
  YearGroup: 'r.year_group',
  HandedInOnTime: 'r.on_time',
  HandedInLate: 'r.late',
  TotalDue: 'r.due',
  TotalOverdue: 'r.overdue',
};
const AS_ROW = Object.entries(ROW_FIELDS).map(([field, column]) => `${column} as "${field}"`).join(', ');

const orderOf = (sort: StudentOverviewSort) => (sort === 'nameAsc' ? BY_NAME : `${SORT_COLUMN[sort]}, ${BY_NAME}`);
const paramsOf = (entryId: string, w: DashboardWindow, selection: StudentSelection, selected: boolean) =>
  selected ? [entryId, w.schoolId, selection.studentIds ?? [], selection.groupIds ?? []] : [entryId];
const isSelection = (selection: StudentSelection) => selection.studentIds !== null || selection.groupIds !== null;

/**
 * One page of current students (on roll, not pre-admission) with their figures for the range, zero
 * when they had nothing due; in the sort order with name as the tie-break, so pages never overlap.
 * Read from the rows kept with the range's entry (figures-queries.ts, migration 314).
 */
export async function studentHandInPage(
  db: Database,
  w: DashboardWindow,
  selection: StudentSelection,
  sort: StudentOverviewSort,
  page: { size: number; number: number },
): Promise<{ rows: StudentHandInRow[]; total: number }> {
  const selected = isSelection(selection);
  const params = paramsOf(await rangeEntry(db, w, 'student'), w, selection, selected);
  const where = selectedRows(selected);
  // The page as parameters, so each sort is one prepared statement whatever the page.
  const [{ rows }, total] = await Promise.all([
    db.query<StudentHandInRow>(
      `select ${AS_ROW} from dashboard_student_rows r where ${where} order by ${orderOf(sort)} limit $${params.length + 1} offset $${params.length + 2}`,
      [...params, page.size, (page.number - 1) * page.size],
      { prepare: true },
    ),
    countRows(db, where, params),
  ]);
  return { rows, total };
}

/**
 * The exports read from each kept entry, by entry and order, per database: an entry never changes
 * once made (a write or a new day makes a new one), so its ~2,000 rows are read once, not at every
 * click; the least recently used go first.
 */
const keptExports = new WeakMap<Database, Map<string, StudentHandInRow[]>>();
const KEPT_EXPORTS = 16;

/** Every current student's row, in the sort order (the Student Overview's export). */
export async function studentHandInExport(db: Database, w: DashboardWindow, sort: StudentOverviewSort): Promise<StudentHandInRow[]> {
  const entryId = await rangeEntry(db, w, 'student');
  const key = `${entryId}|${sort}`;
  const kept = keptExports.get(db) ?? new Map<string, StudentHandInRow[]>();
  keptExports.set(db, kept);
  const found = kept.get(key);
  kept.delete(key);
  const rows =
    found ??
    (
      await db.query<StudentHandInRow>(
        `select ${AS_ROW} from dashboard_student_rows r where ${selectedRows(false)} order by ${orderOf(sort)}`,
        [entryId],
        { prepare: true },
      )
    ).rows;
  kept.set(key, rows);
  if (kept.size > KEPT_EXPORTS) kept.delete(kept.keys().next().value!);
  return rows;
}

/** The selection's size, beside its page. */
async function countRows(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const { rows } = await db.query<{ total: number }>(`select count(*)::int as total from dashboard_student_rows r where ${where}`, params, { prepare: true });
  return rows[0].total;
}

export async function findTimeZone(db: Queryable, schoolId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from schools where id = $1', [schoolId]);
  return rows[0]?.time_zone;
}
