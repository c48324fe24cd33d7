import { CACHE_MINUTES, PATHS, PHOTO_SIZE, ROLE_LIST_CACHE_SECONDS } from '@homework/contracts';
import type { ApiClient } from './api-client';
import { calls } from './calls';
import { getSuite, initSuite, isSuiteInitialised, loadSuiteConfig } from './suite';

const api = {
  get: jest.fn(),
  getBlob: jest.fn(),
  post: jest.fn(),
  delete: jest.fn(),
  upload: jest.fn(),
  clearCache: jest.fn(),
} satisfies ApiClient;

test('getSuite throws until initSuite', () => {
  expect(isSuiteInitialised()).toBe(false);
  expect(() => getSuite()).toThrow('The suite is not initialised');
  initSuite({ config: {} as never, auth: {} as never, api });
  expect(isSuiteInitialised()).toBe(true);
  expect(getSuite().api).toBe(api);
});

test.each([
  ['identities', () => calls.identities(), 'userProfile', PATHS.identities, { minutes: CACHE_MINUTES.identity }],
  ['roles', () => calls.roles(), 'schoolAdmin', PATHS.roleCurrentUser, { seconds: ROLE_LIST_CACHE_SECONDS }],
  ['teachers', () => calls.teachers(), 'people', PATHS.teacherAll, { minutes: 10 }],
  ['students', () => calls.students(), 'people', PATHS.studentAll, { minutes: 10 }],
  ['parents', () => calls.parents(), 'people', PATHS.parentAll, { minutes: 10 }],
  ['invites', () => calls.acceptedInvites('ALLPARENTS'), 'people', 'v1/UserInvite/AcceptedForStaff/ALLPARENTS', { minutes: 10 }],
  ['time zone', () => calls.timeZone('s1'), 'schoolDetails', 'v2/SchoolDetails/TimeZone/s1', { minutes: 10 }],
  ['current term', () => calls.currentTerm('s1'), 'schoolDetails', 'v2/SchoolDetails/CurrentTerm/s1', { minutes: 10 }],
  ['school', () => calls.school(), 'messages', 'v1/School/Get', { minutes: 10 }],
  ['groups', () => calls.groups('subjectClass'), 'groups', 'v1/Group/SubjectClass', { minutes: CACHE_MINUTES.groups }],
  ['pre-admission members', () => calls.preAdmissionMembers('g1'), 'groups', 'v1/PreAdmission/Members/g1', { minutes: 2 }],
])('%s: GET with the spec lifetime', async (_name, call, service, path, cache) => {
  initSuite({ config: {} as never, auth: {} as never, api });
  await call();
  expect(api.get).toHaveBeenLastCalledWith(service, path, { cache });
});

test('group members: a POST lookup of the group ids, cached 2 minutes', async () => {
  initSuite({ config: {} as never, auth: {} as never, api });
  await calls.groupMembers(['g1', 'g2']);
  expect(api.post).toHaveBeenLastCalledWith('groups', PATHS.groupMembers, ['g1', 'g2'], { cache: { minutes: 2 } });
});

test('photos are blobs cached 20 (teacher) and 50 (student) minutes; a signal is passed on', async () => {
  initSuite({ config: {} as never, auth: {} as never, api });
  const signal = new AbortController().signal;
  await calls.teacherPhoto('s', 'u', 'p', PHOTO_SIZE.large, { signal });
  expect(api.getBlob).toHaveBeenLastCalledWith('image', 'v1/TeacherPhoto/s/u/p/5', { signal, cache: { minutes: 20 } });
  await calls.studentPhoto('s', 'u', 'p', PHOTO_SIZE.small);
  expect(api.getBlob).toHaveBeenLastCalledWith('image', 'v1/StudentPhoto/s/u/p/2', { cache: { minutes: 50 } });
});

test('loadSuiteConfig reads /config.json', async () => {
  const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ services: {} }) }) as unknown as Response);
  global.fetch = fetch;
  await expect(loadSuiteConfig()).resolves.toEqual({ services: {} });
  expect(fetch).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }));
  fetch.mockResolvedValueOnce({ ok: false, status: 404 } as Response);
  await expect(loadSuiteConfig()).rejects.toThrow('(404)');
});
