import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, calls, getQueryClient, queryKeys, SuiteQueryProvider } from '@homework/platform/api';
import { HOMEWORK, SCHOOL, type HomeworkListRequest } from '@homework/contracts';
import { createSuiteMock, handle, MOCK_TEACHER_ID, mockCurrentUser, type SuiteMock } from '@homework/testing';
import { loadRoute, routeArrival } from '@homework/ui';
import { routes } from '../../../routes';
import { DEFAULT_FILTERS, useFilterStore, type FilterState } from '../state/filter-store';
import { arrivalPresets, arrivalRequest, loadHomeworkList } from './list-loader';
import { EARLY_ANSWER_LIFETIME_MS, useHomeworkList } from './get-homework-list';

/** The presets of the address being opened, when its route's loader is the list's (as the remote's start finds it). */
function presetsAt(hash: string, historyState: unknown) {
  const found = routeArrival(routes, hash, historyState);
  return found && found.loader === loadHomeworkList ? arrivalPresets(found.arrival) : null;
}
/** The remote's start for the page at this address (the shell's prepare, or bootstrap). */
const askForListEarly = (hash: string, historyState: unknown) => loadRoute(routes, hash, historyState);

const ME = 'teacher-1';
const OTHER = 'teacher-2';

describe("arrivalPresets: the presets of the address being opened, when it is one of the list's routes", () => {
  test.each<[string, unknown, ReturnType<typeof presetsAt>]>([
    ['#/homework/all-homework', null, { sortOrder: undefined, setById: undefined, state: undefined }],
    ['#/Homework/All-Homework', null, { sortOrder: undefined, setById: undefined, state: undefined }],
    [`#/homework/all-homework/sortBy/Title/setBy/${OTHER}`, null, { sortOrder: 'title-asc', setById: OTHER, state: undefined }],
    [`#/homework/all-homework/SortBy/CreatedDate/SetBy/${ME}?state=all`, null, { sortOrder: 'createdate-desc', setById: ME, state: 'all' }],
    ['#/homework/all-homework?state=passed', { usr: null, key: 'k' }, { sortOrder: undefined, setById: undefined, state: 'passed' }],
    ['#/homework/all-homework', { usr: { listState: 'all' } }, { sortOrder: undefined, setById: undefined, state: 'all' }],
  ])('%s (history state %j)', (hash, historyState, presets) => {
    expect(presetsAt(hash, historyState)).toEqual(presets);
  });

  test.each<[string, unknown]>([
    ['#/homework/create', null],
    ['#/homework/edit/h1', null],
    ['#/homework/all-homework/extra', null],
    ['', null],
    // An unknown sort is the page's to report.
    [`#/homework/all-homework/sortBy/Colour/setBy/${ME}`, null],
    // A redirect's status ('Homework created.') is shown and cleared by the page.
    ['#/homework/all-homework', { usr: { status: { kind: 'SUCCESS', message: 'Homework created.' }, listState: 'all' } }],
  ])('none for %s (history state %j)', (hash, historyState) => {
    expect(presetsAt(hash, historyState)).toBeNull();
  });
});

describe('arrivalRequest: the request the page sends on arrival', () => {
  const saved = (patch: Partial<FilterState>): FilterState => ({ ...DEFAULT_FILTERS, ...patch });

  test.each<[string, Partial<FilterState>, Parameters<typeof arrivalRequest>[1], Partial<HomeworkListRequest> | null]>([
    ['the defaults: my homework due in the next 30 days', {}, {}, { SetBy: ME, State: 'next-30', SortOrder: 'duedate-asc', Page: 1 }],
    ['the saved filters, page and sort kept', { state: 'all', page: 3, sortOrder: 'title-asc', searchQuery: ' essay ' }, {}, { SetBy: ME, State: 'all', Page: 3, SortOrder: 'title-asc', SearchQuery: 'essay' }],
    ['presets over the saved filters, from page 1', { page: 3 }, { sortOrder: 'createdate-desc', setById: ME, state: 'all' }, { SetBy: ME, State: 'all', Page: 1, SortOrder: 'createdate-desc' }],
    ["presets already in force keep the saved page", { page: 2, sortOrder: 'title-asc', setBy: ME }, { sortOrder: 'title-asc', setById: ME.toUpperCase() }, { Page: 2, SortOrder: 'title-asc', SetBy: ME }],
    ["other teachers' homework with nobody chosen leaves out mine", { setByOption: 'others' }, {}, { ExcludeSetBy: ME }],
    // A chosen teacher is checked against the school's list first: the page asks.
    ['a chosen other teacher, saved', { setByOption: 'others', setBy: OTHER }, {}, null],
    ['a chosen other teacher, from the address', {}, { setById: OTHER }, null],
  ])('%s', (_, filters, presets, expected) => {
    const request = arrivalRequest(saved(filters), presets, ME);
    if (expected === null) expect(request).toBeNull();
    else expect(request).toMatchObject(expected);
  });
});

describe('askForListEarly and the hand-off to the page', () => {
  let suite: SuiteMock;
  const listRequests = () => suite.network.requests.filter(({ endpoint }) => endpoint === HOMEWORK.list);
  const defaultRequest = () => arrivalRequest(DEFAULT_FILTERS, {}, MOCK_TEACHER_ID)!;
  /** The page's ask, as the page makes it. */
  const pageAsks = (request: HomeworkListRequest) =>
    renderHook(() => useHomeworkList(request), { wrapper: ({ children }: { children: ReactNode }) => <SuiteQueryProvider>{children}</SuiteQueryProvider> });

  beforeEach(() => {
    sessionStorage.clear();
    useFilterStore.setState(DEFAULT_FILTERS);
    suite = createSuiteMock({ handlers: [handle(HOMEWORK.list, { Items: [], TotalItems: 7 })] });
  });
  afterEach(() => jest.restoreAllMocks());

  test('sends the landing list once, and the page takes its answer instead of asking again', async () => {
    await askForListEarly('#/homework/all-homework', null);
    expect(listRequests()).toHaveLength(1);
    expect(listRequests()[0]!.body).toEqual(defaultRequest());
    // The cards' time zone is asked for beside it.
    await waitFor(() => expect(suite.network.requests).toContainEqual(expect.objectContaining({ endpoint: SCHOOL.timeZone, params: { schoolId: mockCurrentUser.schoolId } })));
    const page = pageAsks(defaultRequest());
    await waitFor(() => expect(page.result.current.data).toMatchObject({ TotalItems: 7 }));
    expect(listRequests()).toHaveLength(1);
  });

  test("the signed-in user goes in the page's cache with them, so the page's first render can ask and draw", async () => {
    await askForListEarly('#/homework/all-homework', null);
    expect(getQueryClient().getQueryData(calls.currentUser().queryKey)).toEqual(mockCurrentUser);
  });

  test("asked early twice (the shell's prepare, then the remote's start), the list is sent once and the page takes it", async () => {
    await askForListEarly('#/homework/all-homework', null);
    await waitFor(() => expect(getQueryClient().getQueryState(queryKeys.homeworkList(defaultRequest()))?.status).toBe('success'));
    await askForListEarly('#/homework/all-homework', null);
    const page = pageAsks(defaultRequest());
    await waitFor(() => expect(page.result.current.data).toMatchObject({ TotalItems: 7 }));
    expect(listRequests()).toHaveLength(1);
  });

  test('the early answer is used once: after the page asks again, a page that comes back asks too', async () => {
    await askForListEarly('#/homework/all-homework', null);
    const first = pageAsks(defaultRequest());
    await waitFor(() => expect(first.result.current.data).toMatchObject({ TotalItems: 7 }));
    await first.result.current.refetch();
    expect(listRequests()).toHaveLength(2);
    first.unmount();
    pageAsks(defaultRequest());
    await waitFor(() => expect(listRequests()).toHaveLength(3));
  });

  test('a list the page asked for itself is asked again when the page comes back', async () => {
    const first = pageAsks(defaultRequest());
    await waitFor(() => expect(first.result.current.data).toMatchObject({ TotalItems: 7 }));
    first.unmount();
    pageAsks(defaultRequest());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  test('asked early over an answer older than its lifetime (the remote started again), it is sent once more and the page takes it', async () => {
    const first = pageAsks(defaultRequest());
    await waitFor(() => expect(first.result.current.data).toMatchObject({ TotalItems: 7 }));
    first.unmount();
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + EARLY_ANSWER_LIFETIME_MS + 1);
    await askForListEarly('#/homework/all-homework', null);
    await waitFor(() => expect(getQueryClient().getQueryState(queryKeys.homeworkList(defaultRequest()))?.fetchStatus).toBe('idle'));
    const page = pageAsks(defaultRequest());
    await waitFor(() => expect(page.result.current.data).toMatchObject({ TotalItems: 7 }));
    expect(listRequests()).toHaveLength(2);
  });

  test('another request than the one sent is asked for', async () => {
    await askForListEarly('#/homework/all-homework', null);
    pageAsks({ ...defaultRequest(), Page: 2 });
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  test('an answer older than its lifetime is not the page view’s', async () => {
    await askForListEarly('#/homework/all-homework', null);
    await waitFor(() => expect(getQueryClient().getQueryState(queryKeys.homeworkList(defaultRequest()))?.status).toBe('success'));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + EARLY_ANSWER_LIFETIME_MS + 1);
    pageAsks(defaultRequest());
    await waitFor(() => expect(listRequests()).toHaveLength(2));
  });

  test('sends nothing for another page, nor while signed out', async () => {
    await askForListEarly('#/homework/create', null);
    suite = createSuiteMock({ accessToken: null, handlers: [handle(HOMEWORK.list, { Items: [], TotalItems: 0 })] });
    await askForListEarly('#/homework/all-homework', null);
    expect(listRequests()).toHaveLength(0);
  });

  test('a failed early request is the page’s failure to show, not an unhandled one', async () => {
    suite = createSuiteMock({ handlers: [handle(HOMEWORK.list, new ApiError('Service unavailable', 503))] });
    await askForListEarly('#/homework/all-homework', null);
    const page = pageAsks(defaultRequest());
    await waitFor(() => expect(page.result.current.error?.message).toBe('Service unavailable'));
  });
});
