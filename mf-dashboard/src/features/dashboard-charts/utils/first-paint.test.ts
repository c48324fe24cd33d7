import { handInStatusRow as row } from '../../../testing/figures';
import { HAND_IN_STATUSES, SLICE_COLOURS } from './chart-data';
import { axisSteps, columnMarks, legendMarks, paintMarks, pieMarks, type Mark } from './first-paint';

const slices = (marks: Mark[]) => marks.filter((mark) => mark.kind === 'slice');
const texts = (marks: Mark[]) => marks.flatMap((mark) => (mark.kind === 'text' ? [mark.text] : []));

test.each([
  [0, { top: 1, step: 1 }],
  [1, { top: 1, step: 1 }],
  [4, { top: 4, step: 1 }],
  [9, { top: 10, step: 2 }],
  [23, { top: 25, step: 5 }],
  [120, { top: 125, step: 25 }],
  [980, { top: 1000, step: 200 }],
  [4_321, { top: 5_000, step: 1_000 }],
])('an axis up to %p counts goes to %p', (max, steps) => {
  expect(axisSteps(max)).toEqual(steps);
});

test('the pie: a slice a row, clockwise from twelve o’clock, in the slices’ colours, sized by count', () => {
  const marks = slices(pieMarks([{ Name: 'Maths', Count: 1 }, { Name: 'Art', Count: 3 }], 400, 400));
  expect(marks.map((mark) => mark.kind === 'slice' && mark.fill)).toEqual([SLICE_COLOURS[0], SLICE_COLOURS[1]]);
  const [maths, art] = marks as Extract<Mark, { kind: 'slice' }>[];
  expect(maths.start).toBeCloseTo(-Math.PI / 2);
  expect(maths.end - maths.start).toBeCloseTo(Math.PI / 2);
  expect(art.start).toBeCloseTo(maths.end);
  expect(art.end).toBeCloseTo((3 * Math.PI) / 2);
  expect(maths.cx).toBe(200);
});

test.each([
  ['no homework at all', [{ Name: 'Maths', Count: 0 }], 0],
  ['a row of none among others', [{ Name: 'Maths', Count: 0 }, { Name: 'Art', Count: 2 }], 1],
])('the pie draws no slice for %s', (_, rows, count) => {
  expect(slices(pieMarks(rows, 400, 400))).toHaveLength(count);
});

test('the legend names the rows in rows of its own that fit the width, up to its most, under or over the chart', () => {
  const items = ['Art and Design', 'Design and Technology', 'Mathematics', 'Spanish'].map((label, i) => ({ label, colour: SLICE_COLOURS[i] }));
  const under = { at: 'bottom' as const, chartHeight: 400, maxRows: 9 };
  const wide = legendMarks(items, 1000, under);
  const narrow = legendMarks(items, 150, under);
  expect(texts(wide.marks)).toEqual(items.map((item) => item.label));
  expect(texts(narrow.marks)).toEqual(items.map((item) => item.label));
  expect(wide.height).toBe(22);
  expect(narrow.height).toBe(4 * 22);
  for (const mark of narrow.marks) if (mark.kind !== 'slice') expect(mark.y).toBeGreaterThanOrEqual(400 - narrow.height);
  // As G2 pages a longer legend: its first rows.
  const paged = legendMarks(items, 150, { ...under, maxRows: 2 });
  expect(texts(paged.marks)).toEqual(['Art and Design', 'Design and Technology']);
  const over = legendMarks(items, 150, { ...under, at: 'top' });
  for (const mark of over.marks) if (mark.kind !== 'slice') expect(mark.y + (mark.kind === 'rect' ? mark.height : 0)).toBeLessThanOrEqual(over.height);
});


test('the stacked bars: each status a part from the bottom in the fixed order, the tallest bar at the axis’s top', () => {
  const height = 400;
  const marks = columnMarks([row('Maths', 5, 1, 2, 2), row('Art', 1, 0, 0, 0)], 600, height);
  // Not the grid's lines (1 px high) nor the legend's swatches (10 px wide): the bars' parts.
  const bars = marks.filter((mark): mark is Extract<Mark, { kind: 'rect' }> => mark.kind === 'rect' && mark.height > 1 && mark.width > 10);
  const colours = HAND_IN_STATUSES.map((status) => status.color);
  // Maths's four parts, then Art's one (no part for a status of none).
  expect(bars.map((part) => part.fill)).toEqual([...colours, colours[0]]);
  const maths = bars.slice(0, 4);
  for (let i = 1; i < maths.length; i += 1) expect(maths[i].y + maths[i].height).toBeCloseTo(maths[i - 1].y);
  // Maths's 10 reach the axis's top (10): its top is the top of the plot, under the legend (one row).
  expect(maths[3].y).toBeCloseTo(22 + 8);
  expect(maths[0].height / bars[4].height).toBeCloseTo(5);
  expect(texts(marks)).toEqual(expect.arrayContaining(['0', '2', '10', 'Maths', 'Art', ...HAND_IN_STATUSES.map((status) => status.label)]));
});

test('bar names are cut as G2 cuts them, and left out under bars too narrow for them', () => {
  const many = Array.from({ length: 30 }, (_, i) => row(`Design and Technology ${i}`, 1, 1, 1, 1));
  const names = texts(columnMarks(many, 600, 400)).filter((text) => text.startsWith('Design'));
  expect(names[0]).toBe('Design and Te…');
  expect(names.length).toBeGreaterThan(0);
  expect(names.length).toBeLessThan(30);
});

test('the marks are painted in order: slices as closed arcs, rectangles, text aligned as asked', () => {
  const calls: string[] = [];
  const context = {
    fillStyle: '' as unknown,
    font: '',
    textAlign: 'start' as CanvasTextAlign,
    textBaseline: 'alphabetic' as CanvasTextBaseline,
    beginPath: () => calls.push('beginPath'),
    moveTo: (x: number, y: number) => calls.push(`moveTo ${x},${y}`),
    arc: (x: number, y: number, r: number, start: number, end: number) => calls.push(`arc ${x},${y},${r},${start},${end}`),
    closePath: () => calls.push('closePath'),
    fill: () => calls.push(`fill ${String(context.fillStyle)}`),
    fillRect: (x: number, y: number, w: number, h: number) => calls.push(`fillRect ${x},${y},${w},${h} ${String(context.fillStyle)}`),
    fillText: (text: string, x: number, y: number) => calls.push(`fillText ${text} ${x},${y} ${context.textAlign}`),
  };
  paintMarks(context, [
    { kind: 'slice', cx: 1, cy: 2, radius: 3, start: 0, end: 1, fill: '#f3c300' },
    { kind: 'rect', x: 4, y: 5, width: 6, height: 7, fill: '#389e0d' },
    { kind: 'text', x: 8, y: 9, text: 'Maths', align: 'center', fill: '#595959' },
  ]);
  expect(calls).toEqual(['beginPath', 'moveTo 1,2', 'arc 1,2,3,0,1', 'closePath', 'fill #f3c300', 'fillRect 4,5,6,7 #389e0d', 'fillText Maths 8,9 center']);
  expect(context.font).toBe('12px sans-serif');
});
