import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { PEOPLE, ROLE_LIST_CACHE_SECONDS, USER, USER_ORGANISATION_CLAIM, pathOf } from '@homework/contracts';
import { useAuthStore, type AuthState } from '../auth';
import type { ApiClient } from './api-client';
import { callThrough, type Transport } from './endpoint-call';
import { calls } from './calls';
import { keepAnswersAcrossReloads, KEPT_ACROSS_RELOADS, KEPT_ANSWERS_STORAGE_KEY } from './kept-answers';
import { getQueryClient, resetQueryClient } from './query-client';
import { initSuite } from './suite';

const api = { get: jest.fn(async (_service: string, path: string) => ({ answer: path, for: useAuthStore.getState().user?.profile.sub })) };
const call: ApiClient['call'] = (endpoint, ...args) => callThrough(api as unknown as Transport, endpoint, ...args);
initSuite({ config: {} as never, auth: {} as never, api: { ...api, call } as unknown as ApiClient });

const tokenFor = (sub: string, school: string) =>
  `header.${btoa(JSON.stringify({ sub, [USER_ORGANISATION_CLAIM]: `${sub}|${school}` })).replace(/=+$/, '')}.signature`;
const signedIn = (sub: string, school = 'school-a'): AuthState => ({
  status: 'authenticated',
  user: { accessToken: tokenFor(sub, school), idToken: 'id', expiresAt: 4_102_444_800, profile: { sub } },
});

/** A reload of the page: a new client; the tab's sessionStorage and the signed-in user stay. */
function reload(as: AuthState = useAuthStore.getState()) {
  const kept = window.sessionStorage.getItem(KEPT_ANSWERS_STORAGE_KEY);
  resetQueryClient();
  if (kept !== null) window.sessionStorage.setItem(KEPT_ANSWERS_STORAGE_KEY, kept);
  useAuthStore.setState(as);
  getQueryClient();
}
/** A read through the suite's client, as a page or the shell makes it. */
const fetched = <T,>(query: FetchQueryOptions<T, Error, T, QueryKey>) => getQueryClient().fetchQuery(query);
const askedFor = () => api.get.mock.calls.map(([, path]) => path);

beforeEach(() => {
  jest.clearAllMocks();
  resetQueryClient();
  useAuthStore.setState(signedIn('teacher-1'));
});
afterEach(() => jest.useRealTimers());

const sessionCalls = () =>
  Promise.all([fetched(calls.identities()), fetched(calls.roles()), fetched(calls.currentUser()), fetched(calls.teachers()), fetched(calls.timeZone('school-a'))]);

test('who is signed in, their roles, the teacher list and the school’s zone are not asked again after a reload within their lifetimes', async () => {
  const before = await sessionCalls();
  expect(api.get).toHaveBeenCalledTimes(5);
  reload();
  expect(await sessionCalls()).toEqual(before);
  expect(api.get).toHaveBeenCalledTimes(5);
});

test('answers not marked to keep are asked again after a reload', async () => {
  await fetched(calls.students());
  reload();
  await fetched(calls.students());
  expect(askedFor()).toEqual([pathOf(PEOPLE.studentAll), pathOf(PEOPLE.studentAll)]);
});

test('an answer past its lifetime is asked again after a reload', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T09:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  await fetched(calls.roles());
  jest.setSystemTime(Date.now() + (ROLE_LIST_CACHE_SECONDS + 1) * 1000);
  reload();
  await fetched(calls.roles());
  expect(askedFor()).toEqual([pathOf(USER.roleCurrentUser), pathOf(USER.roleCurrentUser)]);
});

test('another user signed in after a reload finds nothing of the first, and the first user’s answers are forgotten', async () => {
  await fetched(calls.identities());
  reload(signedIn('teacher-2'));
  expect(window.sessionStorage.getItem(KEPT_ANSWERS_STORAGE_KEY)).toBeNull();
  expect(await fetched(calls.identities())).toEqual({ answer: pathOf(USER.identities), for: 'teacher-2' });
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('a client made before the page has read its stored user keeps the answers for that user', async () => {
  await sessionCalls();
  const user = useAuthStore.getState();
  reload({ status: 'unknown', user: null });
  expect(window.sessionStorage.getItem(KEPT_ANSWERS_STORAGE_KEY)).toContain(pathOf(USER.identities));
  useAuthStore.setState(user);
  await sessionCalls();
  expect(api.get).toHaveBeenCalledTimes(5);
});

test('signing out forgets the kept answers at once', async () => {
  await fetched(calls.identities());
  expect(window.sessionStorage.getItem(KEPT_ANSWERS_STORAGE_KEY)).toContain(pathOf(USER.identities));
  useAuthStore.setState({ status: 'signing-out', user: null });
  expect(window.sessionStorage.getItem(KEPT_ANSWERS_STORAGE_KEY)).toBeNull();
});

test('a storage that refuses writes or holds something unreadable only means asking again', async () => {
  const refusing = { getItem: () => '{not json', setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
  const client = new QueryClient();
  const kept = keepAnswersAcrossReloads(client, refusing, () => 'teacher-1|school-a');
  expect(() => kept.adopt('teacher-1|school-a')).not.toThrow();
  await expect(
    client.fetchQuery({ queryKey: ['teacher-1', 'school-a', 'me'], queryFn: async () => 'me', meta: { [KEPT_ACROSS_RELOADS]: true } }),
  ).resolves.toBe('me');
  kept.stop();
});
