import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, getQueryClient, queryKeys, schoolContextQuery } from '@homework/platform/api';
import { setActiveLanguage } from '@homework/platform/messages';
import { HOMEWORK, MESSAGES, SCHOOL, USER, teacherHomeworkPath, type CurrentUser, type HomeworkListResponse } from '@homework/contracts';
import { createSuiteMock, deferred, handle, mockCurrentUser, type AnswerTo, type SuiteMock } from '@homework/testing';
import { chooseRadio, firstRenderAt, renderAt } from '../../../testing/render';
import { homeworkItem, listOf } from '../../../testing/homework-fixtures';
import { loadHomeworkList } from '../api/list-loader';
import { DEFAULT_FILTERS, FILTER_STORAGE_KEY, useFilterStore } from '../state/filter-store';
import { homeworkMessages } from '../../../messages';
import { SET_BY_NOT_FOUND } from './all-homework-page';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').sharedUiMock,
}));

let suite: SuiteMock;
const ME = 'teacher-1';

function mockSuite(list: AnswerTo<typeof HOMEWORK.list> = ({ body }) => listOf([homeworkItem({ Title: `Page ${body.Page}` })], 50)) {
  suite = createSuiteMock({ handlers: [handle(HOMEWORK.list, list)] });
  return suite;
}

const listRequests = () => suite.network.requestsTo(HOMEWORK.list).map(({ body }) => body);
const lastRequest = () => listRequests().at(-1)!;

beforeEach(() => {
  sessionStorage.clear();
  useFilterStore.setState(DEFAULT_FILTERS);
});

test('lists the first page: My Homework, due in next 30 days, due date order, 5 a page', async () => {
  mockSuite();
  renderAt('/homework/all-homework');
  expect(await screen.findByRole('article', { name: 'Page 1' })).toBeInTheDocument();
  expect(listRequests()).toEqual([
    { SortOrder: 'duedate-asc', Page: 1, PageSize: 5, SetBy: ME, Groups: [], Students: [], State: 'next-30' },
  ]);
  expect(screen.getByRole('radio', { name: 'My Homework' })).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Due in next 30 days' })).toBeChecked();
  // The chosen State shows as the chosen Show does: solid, not only outlined.
  for (const group of ['homework-filter-show', 'homework-filter-state'])
    expect(document.querySelector(`input[name="${group}"]`)!.closest('.ant-radio-group')).toHaveClass('ant-radio-group-solid');
  expect(screen.getByLabelText('Set by')).toBeDisabled();
  // 50 items, 5 a page: pages 1–3, …, 9–10
  const pager = within(screen.getByRole('navigation', { name: 'Pages' }));
  expect(pager.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3', '9', '10']);
  expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
});

test('in Welsh, the list speaks Welsh: its title, filters, cards and pager', async () => {
  await homeworkMessages.load('cy');
  setActiveLanguage('cy');
  try {
    mockSuite();
    renderAt('/homework/all-homework');
    const card = await screen.findByRole('article', { name: 'Page 1' });
    expect(screen.getByRole('region', { name: 'Yr Holl Waith Cartref' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Fy Ngwaith Cartref' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I’w gyflwyno yn y 30 diwrnod nesaf' })).toBeChecked();
    expect(screen.getByLabelText('Gosodwyd gan')).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'Dileu' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Golygu' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tudalennau' })).toBeInTheDocument();
    expect(screen.getByText('50 gwaith cartref')).toBeInTheDocument();
  } finally {
    act(() => setActiveLanguage('en'));
  }
});

test('the page has one h1, All Homework, for assistive technology (the breadcrumb shows the title)', async () => {
  mockSuite();
  renderAt('/homework/all-homework');
  const region = await screen.findByRole('region', { name: 'All Homework' });
  expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent(/^All Homework$/);
  expect(await screen.findByRole('article', { name: 'Page 1' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('the filter bar is there from the first frame, not after the current user and the list', async () => {
  const user = deferred<CurrentUser>();
  suite = createSuiteMock({ handlers: [handle(USER.currentUser, () => user.promise), handle(HOMEWORK.list, listOf([homeworkItem({ Title: 'Page 1' })], 1))] });
  renderAt('/homework/all-homework');
  const filters = screen.getByRole('search', { name: 'Homework filters' });
  expect(within(filters).getByLabelText('Search')).toBeInTheDocument();
  // Show waits for the user it needs; nothing is listed before the user is known.
  expect(screen.getByRole('radio', { name: 'My Homework' })).toBeDisabled();
  expect(listRequests()).toHaveLength(0);
  user.resolve(mockCurrentUser);
  expect(await screen.findByRole('article', { name: 'Page 1' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'My Homework' })).toBeEnabled();
  expect(screen.getByRole('search', { name: 'Homework filters' })).toBe(filters);
});

test("the list is asked for while the school's time zone is on its way; the cards wait for it", async () => {
  const zone = deferred<{ TimeZone: string }>();
  suite = createSuiteMock({ handlers: [handle(SCHOOL.timeZone, () => zone.promise), handle(HOMEWORK.list, listOf([homeworkItem({ Title: 'Page 1' })], 1))] });
  renderAt('/homework/all-homework');
  await waitFor(() => expect(listRequests()).toHaveLength(1));
  expect(screen.queryByRole('article', { name: 'Page 1' })).not.toBeInTheDocument();
  zone.resolve({ TimeZone: 'Europe/London' });
  expect(await screen.findByRole('article', { name: 'Page 1' })).toBeInTheDocument();
});

test('a list asked for before the page rendered (the landing page) is shown without asking again', async () => {
  mockSuite();
  await loadHomeworkList({ params: {}, search: '', state: undefined });
  expect(listRequests()).toHaveLength(1);
  renderAt('/homework/all-homework');
  expect(await screen.findByRole('article', { name: 'Page 1' })).toBeInTheDocument();
  expect(listRequests()).toHaveLength(1);
  // A change asks as usual.
  await chooseRadio(userEvent, 'All');
  await waitFor(() => expect(listRequests()).toHaveLength(2));
  expect(lastRequest()).toMatchObject({ State: 'all' });
});

// On a slow machine each render of the page is felt (decision 0001): the landing page's cards come in
// its first render, not one render later after an effect has applied the route's presets.
test('a list and zone asked for before the page rendered are drawn in its first render', async () => {
  mockSuite();
  await loadHomeworkList({ params: {}, search: '', state: undefined });
  await waitFor(() => expect(getQueryClient().getQueryState(schoolContextQuery().queryKey)?.status).toBe('success'));
  await waitFor(() => expect(getQueryClient().getQueryState(queryKeys.homeworkList(listRequests()[0]!))?.status).toBe('success'));
  const html = firstRenderAt('/homework/all-homework');
  expect(html).toContain('Page 1');
  expect(html).not.toContain('aria-busy="true"');
});

test('first load restores the saved page and sort; a later change goes back to page 1', async () => {
  sessionStorage.setItem(
    FILTER_STORAGE_KEY,
    JSON.stringify({ state: { ...DEFAULT_FILTERS, page: 3, sortOrder: 'title-asc', state: 'all', searchQuery: 'essay' }, version: 1 }),
  );
  await useFilterStore.persist.rehydrate();
  mockSuite();
  renderAt('/homework/all-homework');
  expect(await screen.findByRole('article', { name: 'Page 3' })).toBeInTheDocument();
  expect(listRequests()[0]).toMatchObject({ Page: 3, SortOrder: 'title-asc', State: 'all', SearchQuery: 'essay' });
  expect(screen.getByLabelText('Search')).toHaveValue('essay');

  await chooseRadio(userEvent, 'Due date passed');
  await screen.findByRole('article', { name: 'Page 1' });
  expect(lastRequest()).toMatchObject({ Page: 1, SortOrder: 'title-asc', State: 'passed' });

  // The saved state follows each change.
  const saved = JSON.parse(sessionStorage.getItem(FILTER_STORAGE_KEY)!).state;
  expect(saved).toMatchObject({ page: 1, sortOrder: 'title-asc', state: 'passed', searchQuery: 'essay' });
});

test('paging asks for that page; the order-by asks again from page 1', async () => {
  mockSuite();
  renderAt('/homework/all-homework');
  await screen.findByRole('article', { name: 'Page 1' });
  await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByRole('article', { name: 'Page 2' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('article', { name: 'Page 3' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('combobox', { name: 'Order by' }));
  await userEvent.click(await screen.findByTitle('Created Date'));
  await screen.findByRole('article', { name: 'Page 1' });
  expect(lastRequest()).toMatchObject({ Page: 1, SortOrder: 'createdate-desc' });
});

test('Other Teachers Homework opens the Set by typeahead (All); My Homework takes it back to me', async () => {
  mockSuite();
  renderAt('/homework/all-homework');
  await screen.findByRole('article', { name: 'Page 1' });

  await chooseRadio(userEvent, 'Other Teachers Homework');
  // Other teachers: everyone's homework but mine, and I am not offered in Set by.
  await waitFor(() => expect(lastRequest()).toMatchObject({ ExcludeSetBy: ME }));
  expect(lastRequest().SetBy).toBeUndefined();
  const setBy = screen.getByLabelText('Set by');
  expect(setBy).toBeEnabled();

  await userEvent.click(setBy);
  await userEvent.click(await screen.findByTitle('Mr B. Other'));
  expect(screen.queryByTitle('Ms A. Teacher')).not.toBeInTheDocument();
  await waitFor(() => expect(lastRequest()).toMatchObject({ SetBy: 'teacher-2', Page: 1 }));
  expect(lastRequest().ExcludeSetBy).toBeUndefined();

  await chooseRadio(userEvent, 'My Homework');
  await waitFor(() => expect(lastRequest()).toMatchObject({ SetBy: ME }));
  expect(screen.getByLabelText('Set by')).toBeDisabled();
});

test('subject, assigned to and state each ask again', async () => {
  mockSuite();
  renderAt('/homework/all-homework');
  await screen.findByRole('article', { name: 'Page 1' });

  await userEvent.click(screen.getByLabelText('Subject'));
  await userEvent.click(await screen.findByTitle('Mathematics'));
  await waitFor(() => expect(lastRequest()).toMatchObject({ Subject: 'subject-1' }));

  await userEvent.click(screen.getByRole('button', { name: 'Add group 7A' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await waitFor(() => expect(lastRequest()).toMatchObject({ Groups: ['group-7a'], Students: ['student-1'] }));

  await chooseRadio(userEvent, 'All');
  await waitFor(() => expect(lastRequest()).toMatchObject({ State: 'all', Subject: 'subject-1', Groups: ['group-7a'] }));
});

describe('route presets sortBy/{sortOrder}/setBy/{setById}', () => {
  test('another teacher: their homework, Other Teachers Homework, in that order', async () => {
    mockSuite();
    renderAt('/homework/all-homework/sortBy/Title/setBy/teacher-2');
    await screen.findByRole('article', { name: 'Page 1' });
    expect(listRequests()).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ SortOrder: 'title-asc', SetBy: 'teacher-2', Page: 1 });
    expect(screen.getByRole('radio', { name: 'Other Teachers Homework' })).toBeChecked();
    expect(screen.getByLabelText('Set by')).toBeEnabled();
  });

  test("a dashboard's link to a teacher's homework: that teacher, every State, whatever was saved", async () => {
    mockSuite();
    renderAt(teacherHomeworkPath('teacher-2'));
    await screen.findByRole('article', { name: 'Page 1' });
    expect(listRequests()).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ SortOrder: 'duedate-asc', SetBy: 'teacher-2', State: 'all' });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Other Teachers Homework' })).toBeChecked();
  });

  test('a State in the query that is not one is ignored', async () => {
    mockSuite();
    renderAt('/homework/all-homework/sortBy/Title/setBy/teacher-2?state=everything');
    await screen.findByRole('article', { name: 'Page 1' });
    expect(lastRequest()).toMatchObject({ SetBy: 'teacher-2', State: 'next-30' });
  });

  test('a teacher the school does not have: My Homework with a note, never a list for that id', async () => {
    const unknown = 'c0ffee00-0000-4000-8000-000000000000';
    mockSuite();
    renderAt(`/homework/all-homework/sortBy/Title/setBy/${unknown}`);
    await screen.findByRole('article', { name: 'Page 1' });
    expect(screen.getByRole('status')).toHaveTextContent(SET_BY_NOT_FOUND);
    expect(listRequests().some((r) => r.SetBy === unknown)).toBe(false);
    expect(lastRequest()).toMatchObject({ SortOrder: 'title-asc', SetBy: ME });
    expect(screen.getByRole('radio', { name: 'My Homework' })).toBeChecked();
    expect(screen.getByLabelText('Set by')).not.toHaveTextContent(unknown);
    // Saved for the session as My Homework, not the unknown id.
    expect(JSON.parse(sessionStorage.getItem(FILTER_STORAGE_KEY)!).state).toMatchObject({ setByOption: 'mine', setBy: ME });
  });

  test('the current user: My Homework (route names in any case, as Create redirects)', async () => {
    useFilterStore.getState().showOtherTeachersHomework();
    mockSuite();
    renderAt(`/homework/all-homework/SortBy/CreatedDate/SetBy/${ME}`);
    await screen.findByRole('article', { name: 'Page 1' });
    expect(lastRequest()).toMatchObject({ SortOrder: 'createdate-desc', SetBy: ME });
    expect(screen.getByRole('radio', { name: 'My Homework' })).toBeChecked();
  });

  test('a sort that is not one of the list: the error, and the list in its current order', async () => {
    mockSuite();
    renderAt(`/homework/all-homework/sortBy/Colour/setBy/${ME}`);
    await screen.findByRole('article', { name: 'Page 1' });
    expect(screen.getByRole('alert')).toHaveTextContent('Colour is not valid value of object');
    expect(lastRequest()).toMatchObject({ SortOrder: 'duedate-asc' });
  });

  test('a sort that is not one and a teacher the school does not have: both are said, neither replaces the other', async () => {
    const unknown = 'c0ffee00-0000-4000-8000-000000000000';
    mockSuite();
    renderAt(`/homework/all-homework/sortBy/Colour/setBy/${unknown}`);
    await screen.findByRole('article', { name: 'Page 1' });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SET_BY_NOT_FOUND));
    expect(screen.getByRole('alert')).toHaveTextContent('Colour is not valid value of object');
    expect(lastRequest()).toMatchObject({ SortOrder: 'duedate-asc', SetBy: ME });
  });
});

test('an answer to an earlier request that arrives late is dropped', async () => {
  const answers = [deferred<HomeworkListResponse>(), deferred<HomeworkListResponse>()];
  let call = 0;
  mockSuite(() => answers[call++].promise);
  renderAt('/homework/all-homework');
  await waitFor(() => expect(listRequests()).toHaveLength(1));

  await chooseRadio(userEvent, 'All');
  await waitFor(() => expect(listRequests()).toHaveLength(2));

  await act(async () => answers[1].resolve(listOf([homeworkItem({ Id: 'new', Title: 'Latest answer' })])));
  await act(async () => answers[0].resolve(listOf([homeworkItem({ Id: 'old', Title: 'Stale answer' })])));
  // TanStack Query renders an answer on its next tick.
  expect(await screen.findByRole('article', { name: 'Latest answer' })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Stale answer' })).not.toBeInTheDocument();
});

describe('title search', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('asks once typing has paused for 500 ms, from page 1', async () => {
    useFilterStore.getState().setPage(2);
    mockSuite();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt('/homework/all-homework');
    await screen.findByRole('article', { name: 'Page 2' });

    await user.type(screen.getByLabelText('Search'), 'ess');
    act(() => jest.advanceTimersByTime(300));
    await user.type(screen.getByLabelText('Search'), 'ay');
    act(() => jest.advanceTimersByTime(499));
    expect(listRequests()).toHaveLength(1);

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(lastRequest()).toMatchObject({ SearchQuery: 'essay', Page: 1 });
  });
});

test('nothing found: No matching records found.', async () => {
  mockSuite(listOf([]));
  renderAt('/homework/all-homework');
  expect(await screen.findByText(MESSAGES.noMatchingRecords)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Homework' })).not.toBeInTheDocument();
});

test('a failed load: Failed to load homework dashboard. {reason}', async () => {
  mockSuite(new ApiError('Service unavailable', 503));
  renderAt('/homework/all-homework');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homework dashboard. Service unavailable');
});

test('a failed load offers Retry, which asks again and shows the list', async () => {
  let call = 0;
  mockSuite(() => (++call === 1 ? new ApiError('Service unavailable', 503) : listOf([homeworkItem({ Title: 'Back again' })])));
  renderAt('/homework/all-homework');
  // The one load-error display: Retry is the alert's own.
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('article', { name: 'Back again' })).toBeInTheDocument();
  expect(listRequests()).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

test("Create's arrival shows State All for that visit only: the teacher's own State is back once they leave", async () => {
  mockSuite();
  useFilterStore.setState({ state: 'this-week' });
  const view = renderAt('/homework/all-homework', { status: { kind: 'SUCCESS', message: MESSAGES.homeworkCreated }, listState: 'all' });
  expect(await screen.findByRole('status')).toHaveTextContent('Homework created.');
  await waitFor(() => expect(lastRequest()).toMatchObject({ State: 'all' }));
  view.unmount();
  expect(useFilterStore.getState().state).toBe('this-week');
});

test('the status a redirect brings is shown (Homework created.)', async () => {
  mockSuite();
  renderAt('/homework/all-homework', { status: { kind: 'SUCCESS', message: MESSAGES.homeworkCreated } });
  expect(await screen.findByRole('status')).toHaveTextContent('Homework created.');
});

describe('delete', () => {
  const COUNTS = { Students: 28, HandIns: 12, Marks: 5, Files: 1 };
  function mockDelete(summary: AnswerTo<typeof HOMEWORK.deleteSummary> = COUNTS) {
    suite = createSuiteMock({
      handlers: [
        handle(HOMEWORK.list, ({ body }) => listOf([homeworkItem({ Title: `Page ${body.Page}` })], 50)),
        handle(HOMEWORK.deleteSummary, summary),
        handle(HOMEWORK.delete, { Id: 'hw-1' }),
        handle(HOMEWORK.deleted, [DELETED]),
        handle(HOMEWORK.restoreDeleted, { Id: 'hw-1', Title: 'Page 2', Restored: COUNTS }),
      ],
    });
  }
  const DELETED = {
    Id: 'hw-1',
    Title: 'Poetry essay',
    Subject: 'English',
    DueDate: '2026-01-12T00:00:00.000Z',
    DeletedAt: '2026-01-10T09:30:00.000Z',
    DeletedBy: 'Ms Teacher',
    KeptUntil: '2026-02-09T09:30:00.000Z',
    Counts: COUNTS,
  };
  const restores = () => suite.network.requestsTo(HOMEWORK.restoreDeleted).filter(({ params }) => params.id === 'hw-1');

  test('asks Are You Sure? with how much goes, deletes, reloads the same page, and Undo puts it back', async () => {
    mockDelete();
    useFilterStore.getState().setPage(2);
    renderAt('/homework/all-homework');
    const card = within(await screen.findByRole('article', { name: 'Page 2' }));
    await userEvent.click(card.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MESSAGES.deleteConfirmTitle);
    expect(dialog).toHaveTextContent(MESSAGES.deleteConfirmBody);
    const lines = await within(dialog).findByRole('list', { name: 'This deletes:' });
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'the homework, set for 28 students',
      '12 hand-ins',
      '5 marks (grades and comments)',
      '1 file (attachments and submitted files)',
    ]);
    expect(dialog).toHaveTextContent('A deleted homework is kept for 30 days: you can undo it straight away, or restore it from Recently deleted on All Homework.');
    expect(suite.network.requestsTo(HOMEWORK.deleteSummary).map(({ params }) => params)).toEqual([{ id: 'hw-1' }]);
    expect(suite.network.requestsTo(HOMEWORK.delete)).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listRequests()).toHaveLength(2));
    expect(suite.network.requestsTo(HOMEWORK.delete).map(({ params }) => params)).toEqual([{ id: 'hw-1' }]);
    expect(lastRequest()).toMatchObject({ Page: 2 });
    const notice = await screen.findByText('“Page 2” deleted.');
    expect(notice.closest('[role="status"]')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(undo).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('“Page 2” restored.')).toBeInTheDocument();
    expect(restores()).toHaveLength(1);
    await waitFor(() => expect(listRequests()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  test('a count that fails says so, and Delete can still be pressed: a delete can be undone', async () => {
    mockDelete(new ApiError('The service is busy.', 503));
    renderAt('/homework/all-homework');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Page 1' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'What this deletes could not be counted. The service is busy. You can still delete it: it is kept for 30 days, to undo straight away or restore from Recently deleted.',
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  test("a refused delete: the service's reason in the banner, and the list as it was", async () => {
    mockDelete();
    suite.network.use(handle(HOMEWORK.delete, new ApiError('Homework not found.', 404)));
    renderAt('/homework/all-homework');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Page 1' })).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('list', { name: 'This deletes:' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed. Homework not found.');
    expect(screen.getByRole('article', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  test('Cancel deletes nothing, and the focus starts on it so Enter does not delete', async () => {
    mockDelete();
    renderAt('/homework/all-homework');
    const button = within(await screen.findByRole('article', { name: 'Page 1' })).getByRole('button', { name: 'Delete' });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(suite.network.requestsTo(HOMEWORK.delete)).toHaveLength(0);
    expect(listRequests()).toHaveLength(1);
  });

  test('Recently deleted lists what was deleted, with what went, and Restore puts it back', async () => {
    mockDelete();
    renderAt('/homework/all-homework');
    await screen.findByRole('article', { name: 'Page 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Recently deleted' }));
    const dialog = await screen.findByRole('dialog');
    const item = await within(dialog).findByRole('listitem', { name: 'Poetry essay' });
    expect(item).toHaveTextContent('English · Deleted 10/01/2026 09:30 by Ms Teacher · Can be restored until 09/02/2026');
    expect(item).toHaveTextContent('the homework, set for 28 students, 12 hand-ins, 5 marks (grades and comments), 1 file (attachments and submitted files)');
    await userEvent.click(within(item).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('“Page 2” restored.')).toBeInTheDocument();
    expect(restores()).toHaveLength(1);
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  test('Recently deleted that could not be read says why, and its Retry asks again', async () => {
    let call = 0;
    suite = createSuiteMock({
      handlers: [
        handle(HOMEWORK.list, listOf([homeworkItem({ Title: 'Page 1' })])),
        handle(HOMEWORK.deleted, () => (++call === 1 ? new ApiError('Service unavailable', 503) : [DELETED])),
      ],
    });
    renderAt('/homework/all-homework');
    await screen.findByRole('article', { name: 'Page 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Recently deleted' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('listitem', { name: 'Poetry essay' })).toBeInTheDocument();
  });
});
