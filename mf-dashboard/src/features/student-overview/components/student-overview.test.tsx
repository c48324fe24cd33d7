// The Student Overview in Welsh: its heading, controls, table headings, counts, bar label and note
// from its catalogue, the statuses' and Timeframe's names from the dashboard's.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD, type StudentHandInRow } from '@homework/contracts';
import { setActiveLanguage } from '@homework/platform/messages';
import { createSuiteMock, handle, renderRemoteAt, sampleRemoteRoutes } from '@homework/testing';
import { dashboardMessages } from '../../../messages';
import { overviewMessages } from '../messages';
import { StudentOverview } from './student-overview';

// The widget alone on a page: the dashboard's route waits for the charts' code, which jsdom cannot draw.
const ROUTES = sampleRemoteRoutes({ things: StudentOverview, thing: StudentOverview });

const AMY: StudentHandInRow = { Id: 's1', DisplaySurname: 'Adams', DisplayForename: 'Amy', RegGroup: '7A', YearGroup: 'Year 7', HandedInOnTime: 1, HandedInLate: 2, TotalDue: 0, TotalOverdue: 1 };

beforeAll(() => Promise.all([dashboardMessages.load('cy'), overviewMessages.load('cy')]));
afterEach(() => setActiveLanguage('en'));

test('in Welsh: the heading, controls, headings, bar and note read Welsh', async () => {
  createSuiteMock({ handlers: [handle(DASHBOARD.studentHandInStatus, { page: [AMY], totalRows: 1 })] });
  setActiveLanguage('cy');
  renderRemoteAt(ROUTES, '/sample/things');
  const widget = await screen.findByTestId('student-overview-widget');
  expect(within(widget).getByRole('heading', { level: 2, name: 'Trosolwg disgyblion' })).toBeInTheDocument();
  expect(within(widget).getByRole('button', { name: 'Allforio' })).toBeInTheDocument();
  expect(within(widget).getByLabelText('Amserlen')).toBeInTheDocument();
  expect(within(widget).getByText('Y tymor hwn')).toBeInTheDocument();
  expect(within(widget).getByText('Enw (A i Z)')).toBeInTheDocument();
  const bar = await within(widget).findByRole('img', { name: /^Wedi’i gyflwyno: 25\.00% \(1 o 4\); / });
  expect(bar).toHaveAccessibleName('Wedi’i gyflwyno: 25.00% (1 o 4); Wedi’i gyflwyno’n hwyr: 50.00% (2 o 4); I’w gyflwyno: 0.00% (0 o 4); Heb ei gyflwyno: 25.00% (1 o 4)');
  expect(within(widget).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
    'Enw',
    'Grŵp cofrestru',
    'Blwyddyn',
    'Cyflwyniadau',
    'Wedi’i gyflwyno',
    'Wedi’i gyflwyno’n hwyr',
    'I’w gyflwyno',
    'Heb ei gyflwyno',
  ]);
  expect(within(widget).getByText(/^I’w gyflwyno: heb ei gyflwyno/)).toBeInTheDocument();

  await userEvent.click(within(widget).getByLabelText('Trefnu yn ôl'));
  expect(await screen.findByTitle('Heb ei gyflwyno (uchaf yn gyntaf)')).toBeInTheDocument();
  expect(screen.getByTitle('I’w gyflwyno (isaf yn gyntaf)')).toBeInTheDocument();
});
