import { USER_ORGANISATION_CLAIM } from '@homework/contracts';
import { useAuthStore, type AuthState } from '../auth';
import { getQueryClient, resetQueryClient, scopedKey, sessionScopeOf } from './query-client';

const tokenFor = (claims: Record<string, unknown>) =>
  `header.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

const signedIn = (sub: string, school: string | null): AuthState => ({
  status: 'authenticated',
  user: {
    accessToken: tokenFor(school ? { sub, [USER_ORGANISATION_CLAIM]: `${sub}|${school}` } : { sub }),
    idToken: 'id',
    expiresAt: 4_102_444_800,
    profile: { sub },
  },
});

beforeEach(() => {
  resetQueryClient();
  useAuthStore.setState({ status: 'unknown', user: null });
});

test.each<[string, AuthState, readonly [string, string]]>([
  ['signed in: the user and the school of the token', signedIn('teacher-1', 'school-a'), ['teacher-1', 'school-a']],
  ['a token without the organisation claim: the user only', signedIn('teacher-1', null), ['teacher-1', '']],
  ['signed out: nobody', { status: 'unauthenticated', user: null }, ['', '']],
  ['expired: nobody', { ...signedIn('teacher-1', 'school-a'), status: 'expired' }, ['', '']],
])('session scope — %s', (_name, state, expected) => {
  expect(sessionScopeOf(state)).toEqual(expected);
});

test('keys begin with the signed-in user and school', () => {
  useAuthStore.setState(signedIn('teacher-1', 'school-a'));
  expect(scopedKey('homework', 'list', { Page: 1 })).toEqual(['teacher-1', 'school-a', 'homework', 'list', { Page: 1 }]);
});

test('one client for the whole suite', () => {
  expect(getQueryClient()).toBe(getQueryClient());
});

describe('the cache is emptied', () => {
  const key = ['teacher-1', 'school-a', 'people', 'me'];
  beforeEach(() => {
    useAuthStore.setState(signedIn('teacher-1', 'school-a'));
    getQueryClient().setQueryData(key, { name: 'Teacher One' });
  });

  test('on sign-out', () => {
    useAuthStore.setState({ status: 'unauthenticated', user: null });
    expect(getQueryClient().getQueryData(key)).toBeUndefined();
  });

  test('when another user signs in without a reload', () => {
    useAuthStore.setState(signedIn('teacher-2', 'school-a'));
    expect(getQueryClient().getQueryData(key)).toBeUndefined();
  });

  test('not when the same user’s token is renewed', () => {
    const renewed = signedIn('teacher-1', 'school-a');
    useAuthStore.setState({ ...renewed, user: { ...renewed.user!, accessToken: `${renewed.user!.accessToken}x`, expiresAt: 4_102_444_900 } });
    expect(getQueryClient().getQueryData(key)).toEqual({ name: 'Teacher One' });
  });
});

test('resetQueryClient gives a fresh, empty client (each test of a remote starts clean)', () => {
  const first = getQueryClient();
  first.setQueryData(['x'], 1);
  resetQueryClient();
  expect(getQueryClient()).not.toBe(first);
  expect(getQueryClient().getQueryData(['x'])).toBeUndefined();
});
