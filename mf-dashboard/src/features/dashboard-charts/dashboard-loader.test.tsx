import { screen } from '@testing-library/react';
import { DASHBOARD_FIRST_DIMENSION, DASHBOARD_FIRST_TIME_RANGE, DASHBOARD, type AnyEndpoint } from '@homework/contracts';
import { createSuiteMock, handle, type SuiteMock } from '@homework/testing';
import { loadRoute, routeArrival } from '@homework/ui';
import { routes } from '../../routes';
import { renderAt } from '../../testing/render';
import { chartsLoader } from './components/charts-loader';
import { loadDashboard } from './dashboard-loader';

/** Whether the address opens a route whose loader is the dashboard's, as the remote's start finds it. */
const opensDashboard = (hash: string) => {
  const found = routeArrival(routes, hash, null);
  return !!found && found.loader === loadDashboard;
};
/** The remote's start for the page at this address (the shell's prepare, or bootstrap). */
const startDashboardEarly = (hash: string) => void loadRoute(routes, hash, null);

jest.mock('./components/charts', () => ({
  TotalsPie: ({ rows }: { rows: { Name: string; Count: number }[] }) => <p>{rows.map((r) => `pie ${r.Name}=${r.Count}`).join(' ')}</p>,
  StatusBar: ({ rows }: { rows: { Name: string; Count: number }[] }) => <p>{rows.map((r) => `bar ${r.Name}=${r.Count}`).join(' ')}</p>,
}));

/** Both charts' first view. */
const first = { query: { timeRange: DASHBOARD_FIRST_TIME_RANGE, dimension: DASHBOARD_FIRST_DIMENSION } };
const FIGURES: AnyEndpoint[] = [DASHBOARD.totals, DASHBOARD.handedInStatus];

describe('opensDashboard: whether the address being opened is the dashboard, as the router matches it', () => {
  test.each<[string, boolean]>([
    ['#/homework/dashboard', true],
    ['#/Homework/Dashboard', true],
    ['#/homework/dashboard?from=menu', true],
    ['#/homework/reports', false],
    ['#/homework/dashboard/extra', false],
    ['#/homework/all-homework', false],
    ['', false],
  ])('%s → %s', (hash, expected) => expect(opensDashboard(hash)).toBe(expected));
});

describe('startDashboardEarly', () => {
  let suite: SuiteMock;
  const figureCalls = () => suite.network.requests.filter(({ endpoint }) => FIGURES.includes(endpoint)).map(({ endpoint, query }) => [endpoint, query]);
  const FIRST_FIGURES = FIGURES.map((endpoint) => [endpoint, first.query]);

  beforeEach(() => {
    suite = createSuiteMock({
      handlers: [
        handle(DASHBOARD.totals, [{ Name: 'Maths', Count: 4 }], first),
        handle(DASHBOARD.handedInStatus, [{ Name: 'Maths', Count: 9, HandedInOnTime: 5, HandedInLate: 1, Overdue: 2, Due: 1 }], first),
        handle(DASHBOARD.studentHandInStatus, { page: [], totalRows: 0 }),
      ],
    });
  });

  test('another page of this remote starts nothing: neither the chart code nor figures', async () => {
    startDashboardEarly('#/homework/reports');
    await Promise.resolve();
    expect(chartsLoader.loaded()).toBeNull();
    expect(figureCalls()).toEqual([]);
  });

  test('signed out, nothing is asked', async () => {
    suite = createSuiteMock({ accessToken: null });
    startDashboardEarly('#/homework/dashboard');
    await Promise.resolve();
    expect(chartsLoader.loaded()).toBeNull();
    expect(figureCalls()).toEqual([]);
  });

  test("the dashboard: the chart code and both widgets' first figures are asked for before it renders, and the page uses them without asking again", async () => {
    startDashboardEarly('#/homework/dashboard');
    expect(figureCalls()).toEqual(FIRST_FIGURES);
    renderAt('/homework/dashboard');
    expect(await screen.findByText('pie Maths=4')).toBeInTheDocument();
    expect(await screen.findByText('bar Maths=9')).toBeInTheDocument();
    expect(chartsLoader.loaded()).not.toBeNull();
    expect(figureCalls()).toEqual(FIRST_FIGURES);
  });
});
