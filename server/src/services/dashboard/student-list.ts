// The Student Overview's rows in each sort order, and its export, made once per kept answer
// (kept-answers.ts).
import type { StudentHandInRow, StudentOverviewSort } from '@homework/contracts';

/** The Student Overview's figure of each sort order but name (whose ties keep name order). */
const SORT_FIGURE: Record<Exclude<StudentOverviewSort, 'nameAsc'>, 'TotalOverdue' | 'HandedInOnTime' | 'TotalDue' | 'HandedInLate'> = {
  notHandedInDesc: 'TotalOverdue',
  notHandedInAsc: 'TotalOverdue',
  handedInDesc: 'HandedInOnTime',
  handedInAsc: 'HandedInOnTime',
  dueDesc: 'TotalDue',
  dueAsc: 'TotalDue',
  handedInLateDesc: 'HandedInLate',
  handedInLateAsc: 'HandedInLate',
};

/**
 * A range's Student Overview: every current student in name order, and each order asked for (name
 * breaking ties, as the sort is stable, so pages never overlap) and its export as sent, made once
 * for the kept answer they belong to.
 */
export class StudentList {
  private readonly orders = new Map<StudentOverviewSort, StudentHandInRow[]>();
  private readonly exports = new Map<StudentOverviewSort, string>();

  constructor(readonly byName: StudentHandInRow[]) {}

  inOrder(sort: StudentOverviewSort): StudentHandInRow[] {
    if (sort === 'nameAsc') return this.byName;
    let rows = this.orders.get(sort);
    if (!rows) {
      const figure = SORT_FIGURE[sort];
      const direction = sort.endsWith('Desc') ? -1 : 1;
      rows = [...this.byName].sort((a, b) => direction * (a[figure] - b[figure]));
      this.orders.set(sort, rows);
    }
    return rows;
  }

  /** The export's JSON: the rows carry exactly the fields of StudentHandInRow, in its order. */
  exported(sort: StudentOverviewSort): string {
    let json = this.exports.get(sort);
    if (json === undefined) {
      json = JSON.stringify(this.inOrder(sort));
      this.exports.set(sort, json);
    }
    return json;
  }
}
