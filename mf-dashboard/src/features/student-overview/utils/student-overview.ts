// The Student Overview's pure parts: order-by labels, the hand-in chart cell's slices (02 §3 chart
// rows), the tooltip's position and the export's CSV.
import {
  handInTooltipText,
  type HandInChartRow,
  type StudentHandInRow,
  type StudentOverviewSort,
} from '@homework/contracts';
import { toCsv } from '@homework/contracts/csv';
import { HAND_IN_STATUSES } from '../../dashboard-charts';

export const SORT_LABELS: Record<StudentOverviewSort, string> = {
  nameAsc: 'Name (A to Z)',
  notHandedInDesc: 'Not Handed In (highest first)',
  notHandedInAsc: 'Not Handed In (lowest first)',
  handedInDesc: 'Handed In (highest first)',
  handedInAsc: 'Handed In (lowest first)',
  dueDesc: 'Due (highest first)',
  dueAsc: 'Due (lowest first)',
  handedInLateDesc: 'Handed In Late (highest first)',
  handedInLateAsc: 'Handed In Late (lowest first)',
};

const STATUS_COLOURS: Record<string, string> = Object.fromEntries(HAND_IN_STATUSES.map((status) => [status.label, status.color]));

/** The cell's slices in a fixed order, in the Hand In Status chart's colours. */
const SLICES = (
  [
    { name: 'Handed In', key: 'HandedInOnTime' },
    { name: 'Handed In Late', key: 'HandedInLate' },
    { name: 'Due', key: 'TotalDue' },
    { name: 'Not Handed In', key: 'TotalOverdue' },
  ] as const
).map((slice) => ({ ...slice, color: STATUS_COLOURS[slice.name] }));

export function handInChartRows(row: StudentHandInRow): (HandInChartRow & { count: number })[] {
  const total = row.HandedInOnTime + row.HandedInLate + row.TotalDue + row.TotalOverdue;
  return SLICES.map((slice) => ({
    name: slice.name,
    count: row[slice.key],
    percentage: total === 0 ? 0 : Math.round((row[slice.key] / total) * 10000) / 100,
    color: slice.color,
    total,
  }));
}

export const chartRowText = (slice: HandInChartRow & { count: number }) => handInTooltipText(slice.name, slice.count, slice.total);

/** 02 §2.7: the tooltip sits 50 px left of and 100 px above the pointer. */
export const TOOLTIP_OFFSET = { left: 50, up: 100, below: 20, margin: 4 } as const;

interface Size {
  width: number;
  height: number;
}

/**
 * Where the tooltip of a pointer at (x, y) goes: 50 px left of it and 100 px above (02 §2.7), kept
 * inside the window (docs/teacher-week.md, week 1 item 15): moved in from an edge, and below the
 * pointer where there is no room above it.
 */
export function tooltipPosition(x: number, y: number, tooltip: Size, window: Size): { left: number; top: number } {
  const { left, up, below, margin } = TOOLTIP_OFFSET;
  const within = (at: number, size: number, room: number) => Math.max(margin, Math.min(at, room - size - margin));
  const above = y - up;
  return { left: within(x - left, tooltip.width, window.width), top: above >= margin ? above : within(y + below, tooltip.height, window.height) };
}

export const STUDENT_CSV_HEADER = ['Surname', 'Forename', 'Reg', 'Year', 'Handed In', 'Handed In Late', 'Due', 'Not Handed In'];

export function studentOverviewCsv(rows: readonly StudentHandInRow[]): string {
  return toCsv(
    STUDENT_CSV_HEADER,
    rows.map((r) => [r.DisplaySurname, r.DisplayForename, r.RegGroup, r.YearGroup, r.HandedInOnTime, r.HandedInLate, r.TotalDue, r.TotalOverdue]),
  );
}
