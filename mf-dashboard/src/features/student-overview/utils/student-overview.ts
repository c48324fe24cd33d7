// The Student Overview's pure parts: order-by labels, the hand-in chart cell's slices (02 §3 chart
// rows), the tooltip's position and the export's CSV.
import { STUDENT_OVERVIEW_SORTS, type HandInChartRow, type Language, type StudentHandInRow, type StudentOverviewSort } from '@homework/contracts';
import { toCsv } from '@homework/contracts/csv';
import { HAND_IN_STATUSES } from '../../dashboard-charts';
import { dashboardMessages, formatCount } from '../../../messages';
import { overviewMessages } from '../messages';

/** A student figure's hand-in status, whose name is the dashboard's catalogue's. */
export const FIGURE_STATUS = { HandedInOnTime: 'HandedInOnTime', HandedInLate: 'HandedInLate', TotalDue: 'Due', TotalOverdue: 'Overdue' } as const;
type Figure = keyof typeof FIGURE_STATUS;

/** A figure's name in the language: its status's. */
export const figureLabel = (figure: Figure, language: Language) => dashboardMessages.format(`status.${FIGURE_STATUS[figure]}`, undefined, language);

const SORT_FIGURES: Record<string, Figure> = { notHandedIn: 'TotalOverdue', handedIn: 'HandedInOnTime', due: 'TotalDue', handedInLate: 'HandedInLate' };

/** The Order by choices, named in the language. */
export const sortOptions = (language: Language): { value: StudentOverviewSort; label: string }[] =>
  STUDENT_OVERVIEW_SORTS.map((value) => {
    const [, figure, direction] = /^(\w+?)(Asc|Desc)$/.exec(value)!;
    const label =
      value === 'nameAsc'
        ? overviewMessages.format('sort.nameAsc', undefined, language)
        : overviewMessages.format(direction === 'Desc' ? 'sort.desc' : 'sort.asc', { figure: figureLabel(SORT_FIGURES[figure!]!, language) }, language);
    return { value, label };
  });

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

export type HandInSlice = HandInChartRow & { count: number; key: Figure };

export function handInChartRows(row: StudentHandInRow): HandInSlice[] {
  const total = row.HandedInOnTime + row.HandedInLate + row.TotalDue + row.TotalOverdue;
  return SLICES.map((slice) => ({
    name: slice.name,
    key: slice.key,
    count: row[slice.key],
    percentage: total === 0 ? 0 : Math.round((row[slice.key] / total) * 10000) / 100,
    color: slice.color,
    total,
  }));
}

const locale = (language: Language) => (language === 'en' ? 'en-GB' : language);

/** A slice's line, 'Handed In: 25.00% (1 of 4)', its name and numbers in the language. */
export const chartRowText = (slice: HandInSlice, language: Language = 'en') =>
  overviewMessages.format(
    'cell.line',
    {
      name: figureLabel(slice.key, language),
      percentage: (slice.total === 0 ? 0 : slice.count / slice.total).toLocaleString(locale(language), { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      count: formatCount(slice.count, language),
      total: formatCount(slice.total, language),
    },
    language,
  );

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
