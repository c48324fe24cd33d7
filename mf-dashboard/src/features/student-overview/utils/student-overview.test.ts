import type { StudentHandInRow } from '@homework/contracts';
import { chartRowText, handInChartRows, studentOverviewCsv, tooltipPosition } from './student-overview';

const row = (figures: Partial<StudentHandInRow> = {}): StudentHandInRow => ({
  Id: 's1',
  DisplaySurname: 'Núñez, Jr',
  DisplayForename: 'Zoë "Zo"',
  RegGroup: '7A',
  YearGroup: 'Year 7',
  HandedInOnTime: 0,
  HandedInLate: 0,
  TotalDue: 0,
  TotalOverdue: 0,
  ...figures,
});

test.each([
  [row({ HandedInOnTime: 1, HandedInLate: 1, TotalDue: 1, TotalOverdue: 0 }), [33.33, 33.33, 33.33, 0], 3],
  [row({ HandedInOnTime: 5, TotalOverdue: 3 }), [62.5, 0, 0, 37.5], 8],
  [row(), [0, 0, 0, 0], 0],
])('chart rows %#: percentages to 2 decimals, fixed order and colours, the total', (input, percentages, total) => {
  const slices = handInChartRows(input);
  expect(slices.map((s) => s.name)).toEqual(['Handed In', 'Handed In Late', 'Due', 'Not Handed In']);
  expect(slices.map((s) => s.percentage)).toEqual(percentages);
  expect(slices.map((s) => s.color)).toEqual(['#389e0d', '#d48806', '#1677ff', '#cf1322']);
  expect(slices.every((s) => s.total === total)).toBe(true);
});

test.each([
  [row({ HandedInOnTime: 1, HandedInLate: 2 }), 0, 'Handed In: 33.33% (1 of 3)'],
  [row({ HandedInOnTime: 1, HandedInLate: 2 }), 1, 'Handed In Late: 66.67% (2 of 3)'],
  [row({ TotalOverdue: 4 }), 3, 'Not Handed In: 100.00% (4 of 4)'],
])('tooltip text %#', (input, index, text) => {
  expect(chartRowText(handInChartRows(input)[index])).toBe(text);
});

const TOOLTIP = { width: 200, height: 30 };
const WINDOW = { width: 1280, height: 720 };
test.each([
  ['away from the edges: 50 px left and 100 px above the pointer', 200, 300, WINDOW, { left: 150, top: 200 }],
  ['near the left edge: moved in', 10, 300, WINDOW, { left: 4, top: 200 }],
  ['near the right edge: moved in', 1270, 300, WINDOW, { left: 1076, top: 200 }],
  ['near the top: below the pointer', 200, 50, WINDOW, { left: 150, top: 70 }],
  ['in the top left corner: below and moved in', 10, 50, WINDOW, { left: 4, top: 70 }],
  ['near the top of a short window: inside its bottom edge', 200, 90, { width: 1280, height: 120 }, { left: 150, top: 86 }],
])('the tooltip, %s', (_case, x, y, window, expected) => {
  expect(tooltipPosition(x, y, TOOLTIP, window)).toEqual(expected);
});

test('the export CSV keeps names with commas, quotes and accents, and the figures', () => {
  expect(studentOverviewCsv([row({ HandedInOnTime: 2, HandedInLate: 1, TotalDue: 3, TotalOverdue: 4 })])).toBe(
    '\uFEFFSurname,Forename,Reg,Year,Handed In,Handed In Late,Due,Not Handed In\r\n"Núñez, Jr","Zoë ""Zo""",7A,Year 7,2,1,3,4\r\n',
  );
});
