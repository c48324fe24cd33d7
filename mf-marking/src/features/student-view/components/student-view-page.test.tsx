import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HOMEWORK, MARKING, PEOPLE, PHOTOS, PHOTO_SIZE, SCHOOL, type Student, type StudentHomeworkOverviewItem } from '@homework/contracts';
import { MOCK_SCHOOL_ID, createSuiteMock, eventStream, handle, renderRemoteAt } from '@homework/testing';
import { ApiError } from '@homework/platform/api';
import { routes } from '../../../routes';

// jsdom draws no canvas: the chart is a picture of the percentages the page lists as text. A test
// may make it throw.
let mockDrawChart: () => null = () => null;
jest.mock('./hand-in-chart', () => ({ __esModule: true, default: () => mockDrawChart() }));

/** What the page reads of the student (the service sends more). */
const STUDENT = {
  Id: 's-9',
  LegalForename: 'Amelia',
  LegalSurname: 'Jones',
  DisplayForename: 'Amy',
  DisplaySurname: 'Jones',
  CurrentYearGroup: 'Year 8',
  CurrentRegGroup: '8B',
  PhotoId: null,
  Email: null,
} as Student;

const item = (n: number, over: Partial<StudentHomeworkOverviewItem> = {}): StudentHomeworkOverviewItem => ({
  HomeworkId: `h-${n}`,
  Title: `Worksheet ${String(n).padStart(2, '0')}`,
  SetBy: 'Mr Smith',
  Subject: n % 2 ? 'Maths' : 'English',
  SubjectId: n % 2 ? 'ma' : 'en',
  StartDate: '2026-10-01',
  DueDate: `2026-10-${String(n + 1).padStart(2, '0')}`,
  ExtendedDudeDate: null,
  HandedInDate: null,
  Result: null,
  Status: 'Handed in',
  ...over,
});

const ITEMS = [
  ...Array.from({ length: 9 }, (_, i) => item(i + 1)),
  item(20, { Title: 'Macbeth essay', Subject: 'English', SubjectId: 'en', ExtendedDudeDate: '2026-10-30', Result: 'B+', Status: 'Overdue' }),
];

/** The overview's query for a student and a timeframe, as the page asks for it. */
const overviewQuery = (start: string, end: string, studentId = 's-9') => ({ studentId, timeRangeStartDate: start, timeRangeEndDate: end });

// A second student, with a subject the first has not and none of the first's English.
const OTHER = { ...STUDENT, Id: 's-10', DisplayForename: 'Ben', DisplaySurname: 'Hill', LegalForename: 'Ben', LegalSurname: 'Hill' };
const OTHER_ITEMS = [item(21, { Title: 'Cells diagram', Subject: 'Science', SubjectId: 'sc' }), item(23, { Title: 'Angles' })];

function setUp(student: { PhotoId?: string } = {}) {
  const overviews = [
    [overviewQuery('2026-09-01', '2026-12-18', 's-10'), OTHER_ITEMS],
    [overviewQuery('2026-09-01', '2026-12-18'), ITEMS],
    [overviewQuery('2026-09-01', '2027-07-21'), [item(1, { Title: 'Summer project' })]],
  ] as const;
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.studentSingle, { ...STUDENT, ...student }, { id: 's-9' }),
      handle(PEOPLE.studentSingle, OTHER, { id: 's-10' }),
      handle(SCHOOL.currentTerm, { Name: 'Autumn', StartDate: '2026-09-01', EndDate: '2026-12-18' }, { schoolId: MOCK_SCHOOL_ID }),
      handle(SCHOOL.currentAcademicYear, { Name: '2026/27', StartDate: '2026-09-01', EndDate: '2027-07-21' }, { schoolId: MOCK_SCHOOL_ID }),
      // Any other timeframe is a wrong request: the server would answer it, this test does not expect it.
      handle(MARKING.studentHomeworkOverview, ({ query }) => {
        const found = overviews.find(([asked]) => JSON.stringify(asked) === JSON.stringify(query));
        if (!found) throw new Error(`No overview for ${JSON.stringify(query)}`);
        return [...found[1]];
      }),
      handle(PHOTOS.studentPhoto, new Blob(['a photo'])),
      // The student's live changes (live-marking.test.tsx holds what they do).
      handle(MARKING.studentMarkingEvents, () => eventStream()),
    ],
  });
}

const chosenIn = (name: string) => screen.getByRole('combobox', { name }).closest('.ant-select');

const shownTitles = () => screen.getAllByTestId('overview-item').map((row) => within(row).getAllByText(/./)[0].textContent);

describe('StudentViewPage', () => {
  it("shows the student, this term's homework newest due first in pages of 8, each with its fields and a Marking link", async () => {
    setUp();
    renderRemoteAt(routes, '/homework/studentview/s-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amy Jones' })).toBeInTheDocument();
    expect(screen.getByTestId('student-groups')).toHaveTextContent('Year 8 · 8B');
    await screen.findAllByTestId('overview-item');
    expect(shownTitles()).toEqual(['Macbeth essay', 'Worksheet 09', 'Worksheet 08', 'Worksheet 07', 'Worksheet 06', 'Worksheet 05', 'Worksheet 04', 'Worksheet 03']);
    const essay = screen.getAllByTestId('overview-item')[0];
    expect(essay).toHaveTextContent('Set byMr Smith');
    expect(essay).toHaveTextContent('Available from01/10/2026');
    expect(essay).toHaveTextContent('Due30/10/2026 (extended)');
    expect(essay).toHaveTextContent('MarkB+');
    expect(within(essay).getByTestId('overview-status')).toHaveTextContent('Overdue');
    expect(within(essay).getByRole('link', { name: 'Marking: Macbeth essay' })).toHaveAttribute('href', '/homework/teacherview/h-20/s-9?homeworktitle=Macbeth%20essay');
    expect(screen.getByText('Handed in: 90.00% (9)')).toBeInTheDocument();
    expect(screen.getByText('Overdue: 10.00% (1)')).toBeInTheDocument();

    fireEvent.click(screen.getByTitle('2'));
    expect(shownTitles()).toEqual(['Worksheet 02', 'Worksheet 01']);
  });

  it('searches titles, says when nothing matches, and goes to the Marking page of that student', async () => {
    const suite = setUp();
    const view = renderRemoteAt(routes, '/homework/studentview/s-9');
    await screen.findAllByTestId('overview-item');
    // The marking page it goes to is not this test's: its reads stay on their way.
    const never = () => new Promise<never>(() => undefined);
    suite.network.use(handle(HOMEWORK.get, never), handle(HOMEWORK.students, never));
    const search = screen.getByRole('searchbox', { name: 'Search by title' });
    fireEvent.change(search, { target: { value: 'volcano' } });
    expect(screen.getByText('No homework matches.')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'MACBETH' } });
    expect(shownTitles()).toEqual(['Macbeth essay']);
    fireEvent.click(screen.getByRole('link', { name: 'Marking: Macbeth essay' }));
    expect(view.location().pathname).toBe('/homework/teacherview/h-20/s-9');
    // Titled as from the card: the marking view's breadcrumb and page title are the homework's (01 §2).
    expect(view.location().search).toBe('?homeworktitle=Macbeth%20essay');
  });

  it("reads this year's homework when the timeframe changes", async () => {
    const suite = setUp();
    renderRemoteAt(routes, '/homework/studentview/s-9');
    await screen.findAllByTestId('overview-item');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Timeframe' }));
    fireEvent.click(await screen.findByTitle('This Year'));
    expect(await screen.findByText('Summer project')).toBeInTheDocument();
    expect(suite.network.requestsTo(MARKING.studentHomeworkOverview).map(({ query }) => query)).toContainEqual(overviewQuery('2026-09-01', '2027-07-21'));
  });

  it("asks the image service for the student's own photo, not the signed-in teacher's", async () => {
    const suite = setUp({ PhotoId: 'photo-9' });
    renderRemoteAt(routes, '/homework/studentview/s-9');
    await screen.findByRole('heading', { level: 1, name: 'Amy Jones' });
    await waitFor(() => expect(suite.network.requestsTo(PHOTOS.studentPhoto)).toHaveLength(1));
    expect(suite.network.requestsTo(PHOTOS.studentPhoto)[0]!.params).toEqual({ school: MOCK_SCHOOL_ID, user: 's-9', photoId: 'photo-9', size: String(PHOTO_SIZE.large) });
  });

  it('another student in the address shows that student with fresh filters', async () => {
    setUp();
    const view = renderRemoteAt(routes, '/homework/studentview/s-9');
    await screen.findAllByTestId('overview-item');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title' }), { target: { value: 'essay' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Subject' }));
    fireEvent.click(await screen.findByTitle('English'));
    expect(shownTitles()).toEqual(['Macbeth essay']);

    view.goTo('/homework/studentview/s-10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ben Hill' })).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual(['Angles', 'Cells diagram']));
    expect(screen.getByRole('searchbox', { name: 'Search by title' })).toHaveValue('');
    expect(chosenIn('Subject')).toHaveTextContent(/^All Subjects$/);
    expect(chosenIn('Timeframe')).toHaveTextContent(/^This Term$/);
  });

  it('shows the widget failure with Retry where the chart throws, and draws it again on Retry', async () => {
    setUp();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockDrawChart = () => {
      throw new Error('G2 could not draw');
    };
    try {
      renderRemoteAt(routes, '/homework/studentview/s-9');
      expect(await screen.findByRole('alert')).toHaveTextContent('Oops, something has gone wrong');
      expect(screen.getByRole('list', { name: 'Hand-in percentages' })).toBeInTheDocument();
      mockDrawChart = () => null;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByTestId('hand-in-chart')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      mockDrawChart = () => null;
      quiet.mockRestore();
    }
  });

  it('shows no message when the overview cannot be read, only a way to try again', async () => {
    // The overview is asked for within the school's current term, which cannot be read.
    createSuiteMock({
      handlers: [handle(PEOPLE.studentSingle, STUDENT, { id: 's-9' }), handle(SCHOOL.currentTerm, new ApiError('Service unavailable', 503)), handle(MARKING.studentMarkingEvents, () => eventStream())],
    });
    renderRemoteAt(routes, '/homework/studentview/s-9');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByTestId('overview-item')).not.toBeInTheDocument();
  });
});
