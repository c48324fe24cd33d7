// The chart code comes in a chunk of its own (charts-loader.ts). Held back here: the page's frame,
// both widgets' selectors and downloads, and each chart's first paint (decision 0038) show before it
// arrives, and the charts are drawn in full the moment it does.
import { screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD } from '@homework/contracts';
import { setActiveLanguage } from '@homework/platform/messages';
import { dashboardMessages } from '../../../messages';
import { createSuiteMock, deferred, handle } from '@homework/testing';
import type { DrawnPlot } from '@homework/ui';
import { useFakeDrawing } from '../../../testing/charts';
import { HAND_IN_STATUSES, SLICE_COLOURS } from '../utils/chart-data';
import { renderAt } from '../../../testing/render';
import type * as Charts from './charts';

const mockChartChunk = deferred<typeof Charts>();
jest.mock('./charts-loader', () => {
  const { moduleLoader } = jest.requireActual('@homework/platform/remote');
  return { chartsLoader: moduleLoader(() => mockChartChunk.promise) };
});

type StandInProps = { rows: { Name: string; Count: number }[]; onDrawing(plot: DrawnPlot): void };

/** How the Hand In Status stand-in's renders end. */
let barDrawing: 'drawn' | 'failed' = 'drawn';
afterEach(() => {
  barDrawing = 'drawn';
});

// Stand-ins for the chunk's charts (jsdom draws no canvas).
const CHARTS = {
  TotalsPie: ({ rows, onDrawing }: StandInProps) => {
    useFakeDrawing(onDrawing);
    return <p>{rows.map((r) => `pie ${r.Name}=${r.Count}`).join(' ')}</p>;
  },
  StatusBar: ({ rows, onDrawing }: StandInProps) => {
    useFakeDrawing(onDrawing, barDrawing);
    return <p>{rows.map((r) => `bar ${r.Name}=${r.Count}`).join(' ')}</p>;
  },
} as unknown as typeof Charts;

/** The first view of both charts: this Term by subject. */
const first = { query: { timeRange: 'term', dimension: 'subject' } };

/** The colours the first paint's canvases are filled with (jsdom has no canvas: the 2D context stands in, at the boundary). */
function recordFirstPaints() {
  const fills: string[] = [];
  const nothing = () => undefined;
  const context = {
    fillStyle: '' as unknown,
    setTransform: nothing,
    beginPath: nothing,
    moveTo: nothing,
    arc: nothing,
    closePath: nothing,
    fillText: nothing,
    fill: () => fills.push(String(context.fillStyle)),
    fillRect: () => fills.push(String(context.fillStyle)),
  };
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  return fills;
}
afterEach(() => jest.restoreAllMocks());

test('while the chart code loads: the frame, selectors and downloads, and each chart painted from its figures; then the charts in full', async () => {
  const fills = recordFirstPaints();
  createSuiteMock({
    handlers: [
      handle(DASHBOARD.totals, [{ Name: 'Maths', Count: 4 }], first),
      handle(DASHBOARD.handedInStatus, [{ Name: 'Maths', Count: 9, HandedInOnTime: 5, HandedInLate: 1, Overdue: 2, Due: 1 }], first),
      handle(DASHBOARD.studentHandInStatus, { page: [], totalRows: 0 }),
    ],
  });
  renderAt('/homework/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  // The Student Overview's code is asked for after the charts' (routes.tsx): a line stands in for it.
  expect(screen.getByText('Loading the Student Overview…')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2, name: 'Student Overview' })).not.toBeInTheDocument();

  for (const [id, title] of [
    ['total-homework', 'Total Homework'],
    ['hand-in-status', 'Hand In Status'],
  ]) {
    const widget = screen.getByTestId(`${id}-widget`);
    expect(within(widget).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(within(widget).getByLabelText('Slice by')).toBeEnabled();
    expect(within(widget).getByLabelText('Timeframe')).toBeEnabled();
    expect(within(widget).getByRole('button', { name: `Expand ${title}` })).toBeInTheDocument();
    // The figures have come without the chart code: the download works, and the widget paints them.
    await waitFor(() => expect(within(widget).getByRole('button', { name: `Download ${title} CSV` })).toBeEnabled());
    expect(within(widget).getByRole('img', { name: `${title} by Subject, This Term` })).toHaveAttribute('data-drawn', 'first-paint');
    expect(within(widget).queryByRole('status', { name: `Loading ${title}` })).not.toBeInTheDocument();
  }
  // The pie's one slice in the first of its colours; the bar's four statuses in theirs.
  expect(fills).toEqual(expect.arrayContaining([SLICE_COLOURS[0], ...HAND_IN_STATUSES.map((status) => status.color)]));
  expect(screen.queryByText('pie Maths=4')).not.toBeInTheDocument();

  mockChartChunk.resolve(CHARTS);
  expect(await screen.findByText('pie Maths=4')).toBeInTheDocument();
  expect(await screen.findByText('bar Maths=9')).toBeInTheDocument();
  expect(screen.queryByRole('status', { name: /^Loading / })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Total Homework by Subject, This Term' })).toHaveAttribute('data-drawn', 'chart');
  expect(document.querySelector('canvas[data-first-paint]')).toBeNull();
  expect(await screen.findByRole('heading', { level: 2, name: 'Student Overview' })).toBeInTheDocument();
});

test('while the figures load, the widget shows its loading state and its download waits', async () => {
  mockChartChunk.resolve(CHARTS);
  const figures = deferred<{ Name: string; Count: number }[]>();
  createSuiteMock({
    handlers: [
      handle(DASHBOARD.totals, () => figures.promise, first),
      handle(DASHBOARD.handedInStatus, [], first),
      handle(DASHBOARD.studentHandInStatus, { page: [], totalRows: 0 }),
    ],
  });
  renderAt('/homework/dashboard');
  const widget = await screen.findByTestId('total-homework-widget');
  expect(within(widget).getByRole('status', { name: 'Loading Total Homework' })).toBeInTheDocument();
  expect(within(widget).getByRole('button', { name: 'Download Total Homework CSV' })).toBeDisabled();

  figures.resolve([{ Name: 'Art', Count: 2 }]);
  expect(await within(widget).findByText('pie Art=2')).toBeInTheDocument();
  expect(within(widget).queryByRole('status', { name: 'Loading Total Homework' })).not.toBeInTheDocument();
  expect(within(widget).getByRole('button', { name: 'Download Total Homework CSV' })).toBeEnabled();
});

test('a chart that throws while drawing shows the widget failure, hides the chart and disables its download; the other draws', async () => {
  mockChartChunk.resolve(CHARTS);
  barDrawing = 'failed';
  createSuiteMock({
    handlers: [
      handle(DASHBOARD.totals, [{ Name: 'Maths', Count: 4 }], first),
      handle(DASHBOARD.handedInStatus, [{ Name: 'Maths', Count: 9, HandedInOnTime: 5, HandedInLate: 1, Overdue: 2, Due: 1 }], first),
      handle(DASHBOARD.studentHandInStatus, { page: [], totalRows: 0 }),
    ],
  });
  renderAt('/homework/dashboard');
  const bar = await screen.findByTestId('hand-in-status-widget');
  expect(await within(bar).findByText('Oops, something has gone wrong')).toBeInTheDocument();
  expect(within(bar).queryByRole('img', { name: / by / })).not.toBeInTheDocument();
  expect(within(bar).queryByText(/^bar /)).not.toBeInTheDocument();
  expect(within(bar).getByRole('button', { name: 'Download Hand In Status CSV' })).toBeDisabled();
  expect(await screen.findByRole('img', { name: 'Total Homework by Subject, This Term' })).toBeInTheDocument();
});

describe('in Welsh', () => {
  beforeAll(() => dashboardMessages.load('cy'));
  afterEach(() => setActiveLanguage('en'));

  test('the page, the widgets, the chart’s name and its first paint’s legend read Welsh', async () => {
    const texts: string[] = [];
    const nothing = () => undefined;
    const context = { setTransform: nothing, beginPath: nothing, moveTo: nothing, arc: nothing, closePath: nothing, fill: nothing, fillRect: nothing, fillText: (text: string) => texts.push(text) };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
    createSuiteMock({
      handlers: [
        handle(DASHBOARD.totals, [{ Name: 'Maths', Count: 4 }], first),
        handle(DASHBOARD.handedInStatus, [{ Name: 'Maths', Count: 9, HandedInOnTime: 5, HandedInLate: 1, Overdue: 2, Due: 1 }], first),
        handle(DASHBOARD.studentHandInStatus, { page: [], totalRows: 0 }),
      ],
    });
    setActiveLanguage('cy');
    renderAt('/homework/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dangosfwrdd' })).toBeInTheDocument();
    const widget = screen.getByTestId('hand-in-status-widget');
    expect(within(widget).getByRole('heading', { level: 2, name: 'Statws cyflwyno' })).toBeInTheDocument();
    expect(within(widget).getByLabelText('Rhannu yn ôl')).toBeEnabled();
    expect(within(widget).getByRole('button', { name: 'Ehangu Statws cyflwyno' })).toHaveTextContent('Ehangu');
    expect(await within(widget).findByRole('img', { name: 'Statws cyflwyno yn ôl Pwnc, Y tymor hwn' })).toBeInTheDocument();
    expect(texts).toEqual(expect.arrayContaining(['Wedi’i gyflwyno', 'Heb ei gyflwyno', 'I’w gyflwyno']));
  });
});
