import { CACHE_MINUTES, PEOPLE, PHOTO_SIZE, ROLE_LIST_CACHE_SECONDS, SUITE_CONFIG_ELEMENT_ID, USER, USER_ORGANISATION_CLAIM, pathOf } from '@homework/contracts';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { useAuthStore, type AuthState } from '../auth';
import type { ApiClient } from './api-client';
import { callThrough, type Transport } from './endpoint-call';
import { isCancelled } from './api-error';
import { calls } from './calls';
import { getQueryClient, resetQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { getSuite, initSuite, isSuiteInitialised, loadSuiteConfig } from './suite';

const api = {
  get: jest.fn(async (_service: string, path: string, _options?: { signal?: AbortSignal; refusalExpected?: boolean }) => [`answer to ${path} for ${useAuthStore.getState().user?.profile.sub}`]),
  getBlob: jest.fn(async () => new Blob(['photo'])),
  post: jest.fn(async (_service: string, _path: string, body: unknown) => [body]),
  delete: jest.fn(),
  upload: jest.fn(),
};
const client = { ...api, call: (endpoint, ...args) => callThrough(api as unknown as Transport, endpoint, ...args), listen: () => undefined } as ApiClient;

const tokenFor = (sub: string, school: string) =>
  `header.${btoa(JSON.stringify({ sub, [USER_ORGANISATION_CLAIM]: `${sub}|${school}` })).replace(/=+$/, '')}.signature`;
const signedIn = (sub: string, school = 'school-a'): AuthState => ({
  status: 'authenticated',
  user: { accessToken: tokenFor(sub, school), idToken: 'id', expiresAt: 4_102_444_800, profile: { sub } },
});

beforeEach(() => {
  jest.clearAllMocks();
  resetQueryClient();
  useAuthStore.setState(signedIn('teacher-1'));
});
afterEach(() => jest.useRealTimers());

test('getSuite throws until initSuite', () => {
  expect(isSuiteInitialised()).toBe(false);
  expect(() => getSuite()).toThrow('The suite is not initialised');
  initSuite({ config: {} as never, auth: {} as never, api: client });
  expect(isSuiteInitialised()).toBe(true);
  expect(getSuite().api).toBe(client);
});

/** A read through the suite's client, as a page or the shell makes it. */
const fetched = <T,>(query: FetchQueryOptions<T, Error, T, QueryKey>) => getQueryClient().fetchQuery(query);

describe('each call asks its service and path, and keeps the answer under its one key for the spec lifetime', () => {
  test.each([
    ['identities', (): Promise<unknown> => fetched(calls.identities()), 'userProfile', pathOf(USER.identities), CACHE_MINUTES.identity * 60, () => queryKeys.identity()],
    ['roles', (): Promise<unknown> => fetched(calls.roles()), 'schoolAdmin', pathOf(USER.roleCurrentUser), ROLE_LIST_CACHE_SECONDS, () => queryKeys.roles()],
    ['teachers', (): Promise<unknown> => fetched(calls.teachers()), 'people', pathOf(PEOPLE.teacherAll), 10 * 60, () => queryKeys.teachers()],
    ['students', (): Promise<unknown> => fetched(calls.students()), 'people', pathOf(PEOPLE.studentAll), 10 * 60, () => queryKeys.students()],
    ['parents', (): Promise<unknown> => fetched(calls.parents()), 'people', pathOf(PEOPLE.parentAll), 10 * 60, () => queryKeys.parents()],
    ['invites', (): Promise<unknown> => fetched(calls.acceptedInvites('ALLPARENTS')), 'people', 'v1/UserInvite/AcceptedForStaff/ALLPARENTS', 10 * 60, () => queryKeys.acceptedInvites('ALLPARENTS')],
    ['time zone', (): Promise<unknown> => fetched(calls.timeZone('s1')), 'schoolDetails', 'v2/SchoolDetails/TimeZone/s1', 10 * 60, () => queryKeys.timeZone('s1')],
    ['current term', (): Promise<unknown> => fetched(calls.currentTerm('s1')), 'schoolDetails', 'v2/SchoolDetails/CurrentTerm/s1', 10 * 60, () => queryKeys.currentTerm('s1')],
    ['school', (): Promise<unknown> => fetched(calls.school()), 'messages', 'v1/School/Get', 10 * 60, () => queryKeys.school()],
    ['groups', (): Promise<unknown> => fetched(calls.groups('subjectClass')), 'groups', 'v1/Group/SubjectClass', CACHE_MINUTES.groups * 60, () => queryKeys.groups('subjectClass')],
    ['pre-admission members', (): Promise<unknown> => fetched(calls.preAdmissionMembers('g1')), 'groups', 'v1/PreAdmission/Members/g1', 2 * 60, () => queryKeys.preAdmissionMembers('g1')],
  ])('%s', async (_name, call, service, path, lifetimeSeconds, key) => {
    jest.useFakeTimers();
    initSuite({ config: {} as never, auth: {} as never, api: client });
    await call();
    expect(api.get).toHaveBeenLastCalledWith(service, path, expect.objectContaining({ signal: expect.any(AbortSignal) }));
    // One entry, under the key factory's key: nothing else holds this answer (decision 0008).
    expect(getQueryClient().getQueryCache().getAll().map((query) => query.queryKey)).toEqual([key()]);
    jest.advanceTimersByTime(lifetimeSeconds * 1000 - 1);
    await call();
    expect(api.get).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await call();
    expect(api.get).toHaveBeenCalledTimes(2);
  });
});

test('identical calls in flight share one request', async () => {
  initSuite({ config: {} as never, auth: {} as never, api: client });
  const [a, b] = await Promise.all([fetched(calls.teachers()), fetched(calls.teachers())]);
  expect(a).toBe(b);
  expect(api.get).toHaveBeenCalledTimes(1);
});

test('a user change never serves the previous user their answers', async () => {
  initSuite({ config: {} as never, auth: {} as never, api: client });
  const first = await fetched(calls.students());
  useAuthStore.setState(signedIn('teacher-2'));
  const second = await fetched(calls.students());
  expect(first).toEqual([`answer to ${pathOf(PEOPLE.studentAll)} for teacher-1`]);
  expect(second).toEqual([`answer to ${pathOf(PEOPLE.studentAll)} for teacher-2`]);
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('the same user in another school gets the answers of that school', async () => {
  initSuite({ config: {} as never, auth: {} as never, api: client });
  await fetched(calls.teachers());
  useAuthStore.setState(signedIn('teacher-1', 'school-b'));
  await fetched(calls.teachers());
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('a failure is not kept: the next call asks again', async () => {
  initSuite({ config: {} as never, auth: {} as never, api: client });
  api.get.mockRejectedValueOnce(new Error('Failed to fetch'));
  await expect(fetched(calls.teachers())).rejects.toThrow('Failed to fetch');
  await expect(fetched(calls.teachers())).resolves.toHaveLength(1);
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('a call in flight when the user changes is cancelled, not handed to the next user', async () => {
  api.get.mockImplementationOnce((_service, _path, options) => new Promise((_resolve, reject) =>
    options?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
  initSuite({ config: {} as never, auth: {} as never, api: client });
  const pending = fetched(calls.students());
  useAuthStore.setState(signedIn('teacher-2'));
  const failure: unknown = await pending.catch((error: unknown) => error);
  expect(isCancelled(failure)).toBe(true);
});

test('the teacher list is asked for with a refusal expected: a 403 leaves nobody’s page', async () => {
  initSuite({ config: {} as never, auth: {} as never, api: client });
  await fetched(calls.teachers());
  expect(api.get).toHaveBeenCalledWith('people', pathOf(PEOPLE.teacherAll), expect.objectContaining({ refusalExpected: true }));
});

test('photos are blobs kept 20 (teacher) and 50 (student) minutes', async () => {
  jest.useFakeTimers();
  initSuite({ config: {} as never, auth: {} as never, api: client });
  const teacher = () => fetched(calls.photo('teacher', 's', 'u', 'p', PHOTO_SIZE.large));
  const student = () => fetched(calls.photo('student', 's', 'u', 'p', PHOTO_SIZE.small));
  await expect(teacher()).resolves.toBeInstanceOf(Blob);
  await student();
  expect(api.getBlob).toHaveBeenCalledWith('image', 'v1/TeacherPhoto/s/u/p/5', expect.anything());
  expect(api.getBlob).toHaveBeenCalledWith('image', 'v1/StudentPhoto/s/u/p/2', expect.anything());
  jest.advanceTimersByTime(20 * 60_000);
  await teacher();
  await student();
  expect(api.getBlob).toHaveBeenCalledTimes(3);
  jest.advanceTimersByTime(30 * 60_000);
  await student();
  expect(api.getBlob).toHaveBeenCalledTimes(4);
});

test("loadSuiteConfig takes the configuration the shell's page carries, without a request", async () => {
  const fetch = jest.fn();
  global.fetch = fetch;
  const block = document.createElement('script');
  block.id = SUITE_CONFIG_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify({ services: { homework: 'https://suite.test' } });
  document.head.append(block);
  try {
    await expect(loadSuiteConfig()).resolves.toEqual({ services: { homework: 'https://suite.test' } });
    expect(fetch).not.toHaveBeenCalled();
  } finally {
    block.remove();
  }
});

test('loadSuiteConfig reads /config.json on a page without it (a remote alone)', async () => {
  const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ services: {} }) }) as unknown as Response);
  global.fetch = fetch;
  await expect(loadSuiteConfig()).resolves.toEqual({ services: {} });
  expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
  fetch.mockResolvedValueOnce({ ok: false, status: 404 } as Response);
  await expect(loadSuiteConfig()).rejects.toThrow('(404)');
});
