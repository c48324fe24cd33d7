// /homework/reports against the fake API: one row per dimension value with its figures, pages of 8,
// Sort by reordering them, the CSV (every row, in the order shown, and its name) and the failure state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD } from '@homework/contracts';
import { ApiError } from '@homework/platform/api';
import { createSuiteMock, failsOnce, handle, type AnswerTo } from '@homework/testing';
import { catchDownloads } from '../../../testing/downloads';
import { handInStatusRow } from '../../../testing/figures';
import { renderAt } from '../../../testing/render';

const row = handInStatusRow;

// Ten subjects, not in name order as the service sends them.
const SUBJECTS = [
  row('Maths', 8, 0, 5, 1),
  row('Art', 5, 1, 0, 2),
  row('Music', 0, 0, 1, 0),
  row('Français', 1, 3, 0, 0),
  row('Biology', 3, 0, 4, 1),
  row('History', 2, 2, 2, 2),
  row('Chemistry', 6, 2, 1, 0),
  row('English', 7, 1, 2, 0),
  row('Drama, Dance', 2, 0, 0, 5),
  row('Geography', 4, 0, 3, 2),
];

/** The hand-in figures of one view. */
const status = (answer: AnswerTo<typeof DASHBOARD.handedInStatus>, timeRange: string, dimension: string) =>
  handle(DASHBOARD.handedInStatus, answer, { query: { timeRange, dimension } });

function mockSuite(termBySubject: AnswerTo<typeof DASHBOARD.handedInStatus> = SUBJECTS) {
  return createSuiteMock({
    handlers: [status(termBySubject, 'term', 'subject'), status([row('Year 8', 1, 0, 0, 0), row('Year 7', 2, 1, 1, 0)], 'academicYear', 'year')],
  });
}

/** The table's rows as shown: each row's cell texts. */
const shownRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').map((cell) => cell.textContent));
const shownNames = () => shownRows().map((cells) => cells[0]);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]!);
}

const BY_NOT_HANDED_IN = ['Maths', 'Biology', 'Geography', 'English', 'History', 'Chemistry', 'Music', 'Art', 'Drama, Dance', 'Français'];

afterEach(() => jest.restoreAllMocks());

test('one row per subject with its figures, in name order, pages of 8', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt('/homework/reports');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'Art' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Subject',
    'Total',
    'Handed In',
    'Handed In Late',
    'Not Handed In',
    'Due',
  ]);
  expect(shownRows()).toEqual([
    ['Art', '8', '5', '1', '0', '2'],
    ['Biology', '8', '3', '0', '4', '1'],
    ['Chemistry', '9', '6', '2', '1', '0'],
    ['Drama, Dance', '7', '2', '0', '0', '5'],
    ['English', '10', '7', '1', '2', '0'],
    ['Français', '4', '1', '3', '0', '0'],
    ['Geography', '9', '4', '0', '3', '2'],
    ['History', '8', '2', '2', '2', '2'],
  ]);

  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(shownNames()).toEqual(['Maths', 'Music']));
  expect(shownRows()[0]).toEqual(['Maths', '14', '8', '0', '5', '1']);
  expect(screen.queryByTitle('3')).not.toBeInTheDocument();
});

test('Sort by reorders the rows, ties by name, and a new order starts again at page 1', async () => {
  mockSuite();
  const user = userEvent.setup();
  renderAt('/homework/reports');
  await screen.findByRole('cell', { name: 'Art' });
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(shownNames()).toEqual(['Maths', 'Music']));

  await choose(user, 'Sort by', 'Not Handed In (highest first)');
  await waitFor(() => expect(shownNames()).toEqual(BY_NOT_HANDED_IN.slice(0, 8)));
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(shownNames()).toEqual(BY_NOT_HANDED_IN.slice(8)));

  await choose(user, 'Sort by', 'Total (highest first)');
  await waitFor(() =>
    expect(shownNames()).toEqual(['Maths', 'English', 'Chemistry', 'Geography', 'Art', 'Biology', 'History', 'Drama, Dance']),
  );
});

test('the CSV holds every row in the order shown, not only the page, named by the report, timeframe and slice', async () => {
  const suite = mockSuite();
  // Sliced by Year before the timeframe changes: this Term by year is asked for on the way.
  suite.network.use(status([], 'term', 'year'));
  const files = catchDownloads();
  const user = userEvent.setup();
  renderAt('/homework/reports');
  await screen.findByRole('cell', { name: 'Art' });
  await choose(user, 'Sort by', 'Not Handed In (highest first)');
  await waitFor(() => expect(shownNames()[0]).toBe('Maths'));

  await user.click(screen.getByRole('button', { name: 'Download Hand In Report CSV' }));
  expect(files.map((file) => file.filename)).toEqual(['Hand In Report - This Term - Subject.csv']);
  expect(files[0]!.type).toBe('text/csv;charset=utf-8');
  expect(await files[0]!.text()).toBe(
    [
      '\uFEFFSubject,Total,Handed In,Handed In Late,Not Handed In,Due',
      'Maths,14,8,0,5,1',
      'Biology,8,3,0,4,1',
      'Geography,9,4,0,3,2',
      'English,10,7,1,2,0',
      'History,8,2,2,2,2',
      'Chemistry,9,6,2,1,0',
      'Music,1,0,0,1,0',
      'Art,8,5,1,0,2',
      '"Drama, Dance",7,2,0,0,5',
      'Français,4,1,3,0,0',
      '',
    ].join('\r\n'),
  );

  await choose(user, 'Slice by', 'Year');
  await choose(user, 'Timeframe', 'This Year');
  await screen.findByRole('cell', { name: 'Year 7' });
  await user.click(screen.getByRole('button', { name: 'Download Hand In Report CSV' }));
  expect(files[1]!.filename).toBe('Hand In Report - This Year - Year.csv');
  // Still highest Not Handed In first.
  expect(await files[1]!.text()).toBe('\uFEFFYear,Total,Handed In,Handed In Late,Not Handed In,Due\r\nYear 7,4,2,1,1,0\r\nYear 8,1,1,0,0,0\r\n');
});

test("a failure says 'Oops, something has gone wrong', shows no table and disables the CSV", async () => {
  mockSuite(new ApiError('boom', 500));
  renderAt('/homework/reports');
  expect(await screen.findByText('Oops, something has gone wrong')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Hand In Report CSV' })).toBeDisabled();
});

test('Retry after a failure asks again and shows the table', async () => {
  mockSuite(failsOnce([handInStatusRow('Maths', 4, 1, 0, 0)]));
  renderAt('/homework/reports');
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something has gone wrong');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('cell', { name: 'Maths' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Hand In Report CSV' })).toBeEnabled();
});
