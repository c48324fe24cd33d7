import { POST_LOGOUT_PATH } from '@homework/contracts';
import type { AuthService } from '@homework/platform/auth';
import { handleAuthEntry } from './auth-entry';

function fakeAuth(overrides: Partial<AuthService> = {}) {
  return {
    restore: jest.fn(async () => 'authenticated' as const),
    signIn: jest.fn(async () => undefined),
    handleSignInCallback: jest.fn(async () => '#/homework/create'),
    handleSilentRenewCallback: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    signOutLocally: jest.fn(async () => undefined),
    getAccessToken: jest.fn(() => 'token'),
    waitForAccessToken: jest.fn(async () => 'token'),
    ...overrides,
  } satisfies AuthService;
}

const at = (url: string) => {
  const u = new URL(url, 'http://suite.test');
  return { pathname: u.pathname, search: u.search, hash: u.hash, href: u.href };
};

test('/silent-token-renew only completes the renewal', async () => {
  const auth = fakeAuth();
  const replaceUrl = jest.fn();
  const outcome = await handleAuthEntry({ auth, location: at('/silent-token-renew?code=abc&state=x'), replaceUrl });
  expect(outcome).toEqual({ kind: 'silent-renew' });
  expect(auth.handleSilentRenewCallback).toHaveBeenCalledWith('http://suite.test/silent-token-renew?code=abc&state=x');
  expect(auth.restore).not.toHaveBeenCalled();
  expect(replaceUrl).not.toHaveBeenCalled();
});

test("'#code=' finishes signing in and goes back to the hash it came from", async () => {
  const auth = fakeAuth();
  const replaceUrl = jest.fn();
  const outcome = await handleAuthEntry({ auth, location: at('/#code=abc&state=xyz'), replaceUrl });
  expect(outcome).toEqual({ kind: 'app', status: 'authenticated' });
  expect(auth.handleSignInCallback).toHaveBeenCalledWith('http://suite.test/#code=abc&state=xyz');
  expect(replaceUrl).toHaveBeenCalledWith('/#/homework/create');
});

test('a failed sign-in return starts again from the root', async () => {
  const auth = fakeAuth({ handleSignInCallback: jest.fn(async () => Promise.reject(new Error('No matching state'))), restore: jest.fn(async () => 'unauthenticated' as const) });
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const replaceUrl = jest.fn();
  const outcome = await handleAuthEntry({ auth, location: at('/#code=stale'), replaceUrl });
  expect(replaceUrl).toHaveBeenCalledWith('/#/');
  expect(outcome).toEqual({ kind: 'app', status: 'unauthenticated' });
  warn.mockRestore();
});

test.each(['/#error=login_required&state=1', '/?error=login_required#/homework/create'])('%s signs out locally and goes to /signedout', async (url) => {
  const auth = fakeAuth();
  const replaceUrl = jest.fn();
  const outcome = await handleAuthEntry({ auth, location: at(url), replaceUrl });
  expect(auth.signOutLocally).toHaveBeenCalled();
  expect(replaceUrl).toHaveBeenCalledWith('/#/signedout');
  expect(outcome).toEqual({ kind: 'app', status: 'unauthenticated' });
});

test('otherwise the stored user is restored; an expired token goes to /signedout, naming the page', async () => {
  const fresh = fakeAuth();
  const replaceUrl = jest.fn();
  expect(await handleAuthEntry({ auth: fresh, location: at('/#/homework/all-homework'), replaceUrl })).toEqual({ kind: 'app', status: 'authenticated' });
  expect(replaceUrl).not.toHaveBeenCalled();

  const expired = fakeAuth({ restore: jest.fn(async () => 'expired' as const) });
  expect(await handleAuthEntry({ auth: expired, location: at('/#/homework/all-homework'), replaceUrl })).toEqual({ kind: 'app', status: 'expired' });
  // Sign In on the Signed out page comes back to the page that was opened.
  expect(replaceUrl).toHaveBeenCalledWith('/#/signedout?from=%23%2Fhomework%2Fall-homework');
});

test.each([POST_LOGOUT_PATH, `${POST_LOGOUT_PATH}&state=abc`])("the provider's return after sign-out (%s) goes on to /signedout", async (url) => {
  const auth = fakeAuth({ restore: jest.fn(async () => 'unauthenticated' as const) });
  const replaceUrl = jest.fn();
  const outcome = await handleAuthEntry({ auth, location: at(url), replaceUrl });
  expect(replaceUrl).toHaveBeenCalledWith('/#/signedout');
  expect(outcome).toEqual({ kind: 'app', status: 'unauthenticated' });
});
