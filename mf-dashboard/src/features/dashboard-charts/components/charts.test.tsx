// The chart chunk's two charts, with @ant-design/plots stood in for (jsdom draws no canvas): what
// each is given. The Hand In Status bar's colours are fixed (02 §2.7), whatever the data.
import { render } from '@testing-library/react';
import type { DashboardHandedInStatusRow } from '@homework/contracts';
import { StatusBar, TotalsPie } from './charts';

const mockDrawn: { chart: string; props: Record<string, unknown> }[] = [];
jest.mock('@ant-design/plots', () => ({
  Column: (props: Record<string, unknown>) => {
    mockDrawn.push({ chart: 'Column', props });
    return null;
  },
  Pie: (props: Record<string, unknown>) => {
    mockDrawn.push({ chart: 'Pie', props });
    return null;
  },
}));

beforeEach(() => {
  mockDrawn.length = 0;
});

/** The chart as last drawn. */
const drawn = (chart: string) => mockDrawn.filter((entry) => entry.chart === chart).at(-1)!.props;

/** What G2 would do on a click on an element: call the listener given to chart.on. */
function clickOn(props: Record<string, unknown>, datum: unknown) {
  const listeners: Record<string, (event: unknown) => void> = {};
  (props.onReady as (chart: unknown) => void)({ on: (event: string, listener: (event: unknown) => void) => (listeners[event] = listener) });
  listeners['element:click']!({ data: { data: datum } });
}

const ROWS: DashboardHandedInStatusRow[] = [
  { Name: 'Maths', Count: 10, HandedInOnTime: 4, HandedInLate: 3, Overdue: 2, Due: 1 },
  { Name: 'Art', Count: 0, HandedInOnTime: 0, HandedInLate: 0, Overdue: 0, Due: 0 },
];

test('Hand In Status: a stacked bar with the statuses in a fixed order and fixed colours', () => {
  render(<StatusBar rows={ROWS} height={800} onOpen={jest.fn()} onDrawing={jest.fn()} />);
  const props = drawn('Column');
  expect(props.scale).toEqual({
    color: {
      domain: ['Handed In', 'Handed In Late', 'Not Handed In', 'Due'],
      range: ['#389e0d', '#d48806', '#cf1322', '#1677ff'],
    },
  });
  expect(props).toMatchObject({ xField: 'name', yField: 'count', colorField: 'status', stack: true, height: 800 });
  expect(props.data).toEqual([
    { name: 'Maths', status: 'Handed In', count: 4 },
    { name: 'Maths', status: 'Handed In Late', count: 3 },
    { name: 'Maths', status: 'Not Handed In', count: 2 },
    { name: 'Maths', status: 'Due', count: 1 },
    { name: 'Art', status: 'Handed In', count: 0 },
    { name: 'Art', status: 'Handed In Late', count: 0 },
    { name: 'Art', status: 'Not Handed In', count: 0 },
    { name: 'Art', status: 'Due', count: 0 },
  ]);
});

test('Total Homework: a pie of the rows, a slice per name', () => {
  const rows = [{ Name: 'Maths', Count: 3 }];
  render(<TotalsPie rows={rows} height={400} onOpen={jest.fn()} onDrawing={jest.fn()} />);
  expect(drawn('Pie')).toMatchObject({ data: rows, angleField: 'Count', colorField: 'Name', height: 400 });
});

test('Total Homework: fifteen subjects in fifteen colours, each far from every other, each slice named', () => {
  const rows = Array.from({ length: 15 }, (_, index) => ({ Name: `Subject ${index + 1}`, Count: index + 1 }));
  render(<TotalsPie rows={rows} height={400} onOpen={jest.fn()} onDrawing={jest.fn()} />);
  const { scale, label } = drawn('Pie') as { scale?: { color?: { domain: string[]; range: string[] } }; label?: { text: string } };
  expect(scale?.color?.domain).toEqual(rows.map((row) => row.Name));
  const colours = scale!.color!.range;
  expect(new Set(colours).size).toBe(15);
  const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  // No two closer than 40 in RGB (G2's palette repeated its ten colours exactly: 0 apart).
  for (const [index, a] of colours.entries())
    for (const b of colours.slice(index + 1)) expect(Math.hypot(...rgb(a).map((channel, at) => channel - rgb(b)[at]))).toBeGreaterThan(40);
  expect(label?.text).toBe('Name');
});

test.each([
  ['a part of a bar', 'Column', { name: 'Mr J. Smith', status: 'Due', count: 1 }],
  ['a slice', 'Pie', { Name: 'Mr J. Smith', Count: 3 }],
] as const)('a click on %s opens the figure by its name', (_what, chart, datum) => {
  const onOpen = jest.fn();
  render(chart === 'Column' ? <StatusBar rows={ROWS} height={400} onOpen={onOpen} onDrawing={jest.fn()} /> : <TotalsPie rows={[]} height={400} onOpen={onOpen} onDrawing={jest.fn()} />);
  clickOn(drawn(chart), datum);
  expect(onOpen).toHaveBeenCalledWith('Mr J. Smith');
});
