// The dashboard page against the fake API: both chart widgets and the Student Overview, their
// selectors, failure states, paging, ordering and the link to a student. The chart chunk is stood in
// for (canvas drawing is not jsdom's): the widgets' own behaviour is what is tested here.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@homework/platform/api';
import { GROUP_LISTS, DASHBOARD, DASHBOARD_DIMENSIONS, DASHBOARD_TIME_RANGES, GROUPS, teacherHomeworkPath, type DashboardHandedInStatusRow, type DashboardQuery, type StudentHandInRow, type StudentHandInStatusResponse } from '@homework/contracts';
import { createSuiteMock, deferred, failsOnce, handle, type Handler, type SuiteMock } from '@homework/testing';
import type { DrawnPlot } from '@homework/ui';
import { catchDownloads } from '../testing/downloads';
import { renderAt } from '../testing/render';

jest.mock('../features/dashboard-charts/components/charts', () => ({
  TotalsPie: ({ rows, onOpen, onDrawing }: { rows: { Name: string; Count: number }[]; onOpen(name: string): void; onDrawing(plot: DrawnPlot): void }) => {
    jest.requireActual<typeof import('../testing/charts')>('../testing/charts').useFakeDrawing(onDrawing);
    return (
    <>
      <p>{rows.map((r) => `${r.Name}=${r.Count}`).join(' ')}</p>
      {/* Stands in for a click on a slice. */}
      {rows.map((r) => (
        <button key={r.Name} type="button" onClick={() => onOpen(r.Name)}>{`slice ${r.Name}`}</button>
      ))}
    </>
    );
  },
  StatusBar: ({ rows, height, onDrawing }: { rows: DashboardHandedInStatusRow[]; height: number; onDrawing(plot: DrawnPlot): void }) => {
    jest.requireActual<typeof import('../testing/charts')>('../testing/charts').useFakeDrawing(onDrawing);
    return (
      <p>
        {rows.map((r) => `${r.Name}:${r.HandedInOnTime}/${r.HandedInLate}/${r.Overdue}/${r.Due}`).join(' ')} h{height}
      </p>
    );
  },
}));

let suite: SuiteMock;

const student = (i: number): StudentHandInRow => ({
  Id: `s${i}`,
  DisplaySurname: `Surname${i}`,
  DisplayForename: `Forename${i}`,
  RegGroup: '7A',
  YearGroup: 'Year 7',
  HandedInOnTime: i,
  HandedInLate: 1,
  TotalDue: 2,
  TotalOverdue: 3,
});

/** A chart's figures are named by what was asked; a time range or dimension the service has not fails the test. */
const figuresFor = (query: Record<string, string>) => {
  const { timeRange, dimension } = query as Record<keyof DashboardQuery, string>;
  if (!(DASHBOARD_TIME_RANGES as readonly string[]).includes(timeRange) || !(DASHBOARD_DIMENSIONS as readonly string[]).includes(dimension))
    throw new Error(`Not a dashboard query: ${JSON.stringify(query)}`);
  return `${dimension}-${timeRange}`;
};

function mockSuite(handlers: Handler[] = []) {
  suite = createSuiteMock({
    handlers: [
      handle(DASHBOARD.totals, ({ query }) => [{ Name: figuresFor(query), Count: 5 }]),
      handle(DASHBOARD.handedInStatus, ({ query }) => [{ Name: figuresFor(query), Count: 10, HandedInOnTime: 4, HandedInLate: 3, Overdue: 2, Due: 1 }]),
      handle(DASHBOARD.studentHandInStatus, ({ body }) => ({ page: [student(body.pageNumber * 10), student(body.pageNumber * 10 + 1)], totalRows: 20 })),
      ...handlers,
    ],
  });
}

/** The first view of a chart: this Term by subject. */
const FIRST_VIEW = { query: { timeRange: 'term', dimension: 'subject' } };

const studentRequests = () => suite.network.requestsTo(DASHBOARD.studentHandInStatus).map(({ body }) => body);
const exportRequests = () => suite.network.requestsTo(DASHBOARD.studentHandInExport).map(({ body }) => body);

afterEach(() => jest.restoreAllMocks());

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string, within_: HTMLElement = document.body) {
  await user.click(within(within_).getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

test('both charts draw for Subject and This Term; Slice by and Timeframe ask again and redraw', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('subject-term=5')).toBeInTheDocument();
  expect(await screen.findByText('subject-term:4/3/2/1 h400')).toBeInTheDocument();

  const totals = screen.getByTestId('total-homework-widget');
  await choose(user, 'Slice by', 'House', totals);
  expect(await screen.findByText('house-term=5')).toBeInTheDocument();
  await choose(user, 'Timeframe', 'This Year', totals);
  expect(await screen.findByText('house-academicYear=5')).toBeInTheDocument();
  // The other widget keeps its own choice.
  expect(screen.getByText('subject-term:4/3/2/1 h400')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Expand Hand In Status' }));
  expect(await screen.findByText('subject-term:4/3/2/1 h800')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Collapse Hand In Status' }));
  expect(await screen.findByText('subject-term:4/3/2/1 h400')).toBeInTheDocument();
});

test('the Reports page, in no menu, is one link away from the dashboard', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  await user.click(await screen.findByRole('link', { name: 'Hand In Report as a table' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
});

test("a failed widget says 'Oops, something has gone wrong', hides its chart and disables its download", async () => {
  mockSuite([handle(DASHBOARD.totals, new ApiError('boom', 500), FIRST_VIEW)]);
  renderAt('/homework/dashboard');
  const totals = await screen.findByTestId('total-homework-widget');
  expect(await within(totals).findByText('Oops, something has gone wrong')).toBeInTheDocument();
  expect(within(totals).queryByTestId('total-homework-chart')).not.toBeInTheDocument();
  expect(within(totals).getByRole('button', { name: 'Download Total Homework CSV' })).toBeDisabled();
  expect(await screen.findByText('subject-term:4/3/2/1 h400')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Hand In Status CSV' })).toBeEnabled();
});

test('Student Overview: names link to the student view, pages of 8, a new order starts at page 1', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const link = await screen.findByRole('link', { name: 'Surname10, Forename10' });
  expect(link).toHaveAttribute('href', '/homework/studentview/s10');
  expect(studentRequests()[0]).toEqual({ timeRange: 'term', sortOrder: 'nameAsc', studentIds: null, groupIds: null, pageSize: 8, pageNumber: 1 });

  await user.click(screen.getByTitle('2'));
  expect(await screen.findByRole('link', { name: 'Surname20, Forename20' })).toBeInTheDocument();
  expect(studentRequests().at(-1)).toMatchObject({ pageNumber: 2 });

  await choose(user, 'Order by', 'Not Handed In (highest first)', screen.getByTestId('student-overview-widget'));
  await waitFor(() => expect(studentRequests().at(-1)).toMatchObject({ sortOrder: 'notHandedInDesc', pageNumber: 1 }));
  expect(screen.getByRole('img', { name: 'Handed In: 62.50% (10 of 16); Handed In Late: 6.25% (1 of 16); Due: 12.50% (2 of 16); Not Handed In: 18.75% (3 of 16)' })).toBeInTheDocument();
});

test('Student Overview on a phone: the counts, each named, beside the name, Reg and Year under it, no bar', async () => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: query === '(max-width: 575.98px)' })) as typeof window.matchMedia;
  try {
    mockSuite();
    renderAt('/homework/dashboard');
    await screen.findByRole('link', { name: 'Surname10, Forename10' });
    const table = within(screen.getByTestId('student-overview-widget')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Hand-ins']);
    const [name, figures] = within(within(table).getAllByRole('row')[1]).getAllByRole('cell');
    expect(name).toHaveTextContent('Surname10, Forename107A · Year 7');
    expect(within(figures).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      'Handed In 10',
      'Handed In Late 1',
      'Due 2',
      'Not Handed In 3',
    ]);
    expect(within(table).queryByRole('img')).not.toBeInTheDocument();
  } finally {
    window.matchMedia = original;
  }
});

test('Retry on a failed widget asks for its figures again and draws them', async () => {
  mockSuite([handle(DASHBOARD.totals, failsOnce([{ Name: 'subject-term', Count: 5 }]), FIRST_VIEW)]);
  renderAt('/homework/dashboard');
  const totals = await screen.findByTestId('total-homework-widget');
  expect(await within(totals).findByRole('alert')).toHaveTextContent('Oops, something has gone wrong');
  await userEvent.click(within(totals).getByRole('button', { name: 'Retry' }));
  expect(await within(totals).findByTestId('total-homework-chart')).toBeInTheDocument();
  expect(within(totals).queryByRole('alert')).not.toBeInTheDocument();
  expect(suite.network.requestsTo(DASHBOARD.totals).filter(({ query }) => query.timeRange === 'term' && query.dimension === 'subject')).toHaveLength(2);
});

test('Student Overview failure: error state and the export disabled; Retry asks again', async () => {
  mockSuite([handle(DASHBOARD.studentHandInStatus, failsOnce({ page: [student(10)], totalRows: 1 }))]);
  renderAt('/homework/dashboard');
  expect(await screen.findByText('The students could not be loaded. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  await userEvent.click(within(screen.getByTestId('student-overview-widget')).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Surname10, Forename10' })).toBeInTheDocument();
});

// 02 §4: closing the student selector, by Done or by its ×, applies the choice.
test.each(['Done', 'Close'])('Student Overview: closing the student/group selector (%s) applies the chosen students and groups from page 1 and asks again', async (closeButton) => {
  mockSuite([
    handle(GROUP_LISTS.subjectClass, [{ Id: 'g-maths', Name: '7A/Ma1' }]),
    handle(GROUPS.groupMembers, ({ body: ids }) => ids.map((GroupId) => ({ GroupId, StudentIds: ['student-2'] }))),
    handle(DASHBOARD.studentHandInStatus, ({ body }) =>
      body.studentIds || body.groupIds
        ? { page: [{ ...student(99), DisplaySurname: 'Chosen' }], totalRows: 1 }
        : { page: [student(body.pageNumber * 10)], totalRows: 20 }),
  ]);
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const widget = await screen.findByTestId('student-overview-widget');
  await within(widget).findByRole('link', { name: 'Surname10, Forename10' });
  await user.click(within(widget).getByTitle('2'));
  await within(widget).findByRole('link', { name: 'Surname20, Forename20' });
  const before = studentRequests().length;

  await user.click(within(widget).getByLabelText('Students'));
  const dialog = await screen.findByRole('dialog');
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select 7A/Ma1' }));
  await user.click(within(dialog).getByRole('tab', { name: 'Students' }));
  await user.click(await within(dialog).findByRole('checkbox', { name: 'Select Adams, Amy' }));
  // Nothing is asked while the selector is open.
  expect(studentRequests()).toHaveLength(before);
  await user.click(within(dialog).getByRole('button', { name: closeButton }));

  expect(await within(widget).findByRole('link', { name: 'Chosen, Forename99' })).toBeInTheDocument();
  expect(studentRequests().slice(before)).toEqual([
    { timeRange: 'term', sortOrder: 'nameAsc', studentIds: ['student-1'], groupIds: ['g-maths'], pageSize: 8, pageNumber: 1 },
  ]);
  expect(within(widget).getByLabelText('Students')).toHaveTextContent('1 group, 1 student');
});

test('Student Overview: Export asks afresh at every click, in the order and timeframe chosen, and saves every student as CSV', async () => {
  let asked = 0;
  mockSuite([
    handle(DASHBOARD.studentHandInExport, () => {
      asked += 1;
      return [{ ...student(1), DisplaySurname: 'Núñez, Jr', DisplayForename: 'Zoë "Zo"', HandedInOnTime: asked }, student(2)];
    }),
  ]);
  const files = catchDownloads();
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const widget = await screen.findByTestId('student-overview-widget');
  const exportButton = () => within(widget).getByRole('button', { name: 'Export' });
  const exportOnce = async (count: number) => {
    await waitFor(() => expect(exportButton()).toBeEnabled());
    await user.click(exportButton());
    await waitFor(() => expect(files).toHaveLength(count));
    // Done exporting: the button no longer spins (a click while it does is not taken).
    await waitFor(() => expect(exportButton()).not.toHaveClass('ant-btn-loading'));
  };

  await exportOnce(1);
  await exportOnce(2);
  expect(exportRequests()).toEqual([
    { timeRange: 'term', sortOrder: 'nameAsc', studentIds: null, groupIds: null },
    { timeRange: 'term', sortOrder: 'nameAsc', studentIds: null, groupIds: null },
  ]);
  expect(files.map((file) => file.filename)).toEqual(['Student Overview - This Term.csv', 'Student Overview - This Term.csv']);
  const header = '\uFEFFSurname,Forename,Reg,Year,Handed In,Handed In Late,Due,Not Handed In\r\n';
  expect(await files[0].text()).toBe(`${header}"Núñez, Jr","Zoë ""Zo""",7A,Year 7,1,1,2,3\r\nSurname2,Forename2,7A,Year 7,2,1,2,3\r\n`);
  // The second file holds the figures as they were at the second click.
  expect(await files[1].text()).toBe(`${header}"Núñez, Jr","Zoë ""Zo""",7A,Year 7,2,1,2,3\r\nSurname2,Forename2,7A,Year 7,2,1,2,3\r\n`);

  await choose(user, 'Order by', 'Due (lowest first)', widget);
  await choose(user, 'Timeframe', 'This Year', widget);
  await exportOnce(3);
  expect(exportRequests()[2]).toEqual({ timeRange: 'academicYear', sortOrder: 'dueAsc', studentIds: null, groupIds: null });
  expect(files[2].filename).toBe('Student Overview - This Year.csv');
});

test("Student Overview: a new Timeframe asks again from page 1 and shows that timeframe's students", async () => {
  mockSuite([
    handle(DASHBOARD.studentHandInStatus, ({ body }) => ({
      page: [{ ...student(body.pageNumber), DisplaySurname: body.timeRange }],
      totalRows: 20,
    })),
  ]);
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const widget = await screen.findByTestId('student-overview-widget');
  await within(widget).findByRole('link', { name: 'term, Forename1' });
  await user.click(within(widget).getByTitle('2'));
  await within(widget).findByRole('link', { name: 'term, Forename2' });

  await choose(user, 'Timeframe', 'This Year', widget);
  expect(await within(widget).findByRole('link', { name: 'academicYear, Forename1' })).toBeInTheDocument();
  expect(studentRequests().at(-1)).toEqual({ timeRange: 'academicYear', sortOrder: 'nameAsc', studentIds: null, groupIds: null, pageSize: 8, pageNumber: 1 });
});

test('Student Overview: Export is disabled while the students load, the first page and the next', async () => {
  const pages = [deferred<StudentHandInStatusResponse>(), deferred<StudentHandInStatusResponse>()];
  mockSuite([handle(DASHBOARD.studentHandInStatus, ({ body }) => pages[body.pageNumber - 1]!.promise)]);
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const widget = await screen.findByTestId('student-overview-widget');
  const exportButton = () => within(widget).getByRole('button', { name: 'Export' });
  expect(exportButton()).toBeDisabled();

  pages[0]!.resolve({ page: [student(1)], totalRows: 20 });
  await within(widget).findByRole('link', { name: 'Surname1, Forename1' });
  await waitFor(() => expect(exportButton()).toBeEnabled());

  await user.click(within(widget).getByTitle('2'));
  await waitFor(() => expect(exportButton()).toBeDisabled());
  // The page being left stays on show while the next loads.
  expect(within(widget).getByRole('link', { name: 'Surname1, Forename1' })).toBeInTheDocument();
  pages[1]!.resolve({ page: [student(2)], totalRows: 20 });
  await within(widget).findByRole('link', { name: 'Surname2, Forename2' });
  await waitFor(() => expect(exportButton()).toBeEnabled());
});

test("by teacher, a slice and the list under the chart open that teacher's homework on All Homework; other slices link nowhere", async () => {
  const teacherRows = [
    { Name: 'Mr J. Smith', Count: 5, TeacherId: 't-1' },
    { Name: 'Ms A. Jones', Count: 2, TeacherId: 't-2' },
  ];
  mockSuite([handle(DASHBOARD.totals, teacherRows, { query: { timeRange: 'term', dimension: 'teacher' } })]);
  const user = userEvent.setup();
  renderAt('/homework/dashboard');
  const totals = screen.getByTestId('total-homework-widget');
  await screen.findByText('subject-term=5');
  // By subject: no list, and a click goes nowhere.
  expect(within(totals).queryByText("Open a teacher's homework")).not.toBeInTheDocument();
  await user.click(within(totals).getByRole('button', { name: 'slice subject-term' }));
  expect(window.location.hash).not.toContain('all-homework');

  await choose(user, 'Slice by', 'Teachers', totals);
  await within(totals).findByText('Mr J. Smith=5 Ms A. Jones=2');
  await user.click(within(totals).getByText("Open a teacher's homework"));
  const list = within(totals).getByRole('list', { name: "Total Homework: each teacher's homework" });
  expect(within(list).getByRole('link', { name: 'Ms A. Jones' })).toHaveAttribute('href', `#${teacherHomeworkPath('t-2')}`);
  await user.click(within(totals).getByRole('button', { name: 'slice Mr J. Smith' }));
  await waitFor(() => expect(window.location.hash).toBe(`#${teacherHomeworkPath('t-1')}`));
});
