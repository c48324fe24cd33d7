import { UserManager } from 'oidc-client-ts';
import { API_AUDIENCE, LANGUAGE_STORAGE_KEY, NONCE_LENGTH, SILENT_RENEW_SECONDS_BEFORE_EXPIRY } from '@homework/contracts';
import { useAuthStore } from './auth-store';
import { createAuthService, fragmentToQuery, returnHashOfSignedOut, signedOutHash } from './auth-service';

// The UserManager is replaced at its boundary: settings are recorded, events can be raised by hand.
jest.mock('oidc-client-ts', () => {
  class FakeEvents {
    handlers: Record<string, ((arg?: unknown) => unknown)[]> = {};
    private add = (name: string) => (cb: (arg?: unknown) => unknown) => {
      (this.handlers[name] ??= []).push(cb);
      return () => undefined;
    };
    addUserLoaded = this.add('userLoaded');
    addSilentRenewError = this.add('silentRenewError');
    addAccessTokenExpired = this.add('accessTokenExpired');
    async raise(name: string, arg?: unknown) {
      for (const cb of this.handlers[name] ?? []) await cb(arg);
    }
  }
  class UserManager {
    static last: UserManager;
    events = new FakeEvents();
    getUser = jest.fn();
    removeUser = jest.fn(async () => undefined);
    startSilentRenew = jest.fn();
    signinRedirect = jest.fn(async () => undefined);
    signinRedirectCallback = jest.fn();
    signinSilentCallback = jest.fn(async () => undefined);
    // A renewal in the hidden frame: by default the provider wants a sign-in.
    signinSilent = jest.fn(async (): Promise<unknown> => {
      throw Object.assign(new Error('login required'), { error: 'login_required' });
    });
    signoutRedirect = jest.fn(async () => undefined);
    constructor(public settings: Record<string, unknown>) {
      UserManager.last = this;
    }
  }
  class WebStorageStateStore {
    constructor(public args: { store: Storage }) {}
  }
  return { UserManager, WebStorageStateStore };
});

interface FakeManager {
  settings: Record<string, unknown>;
  events: { raise(name: string, arg?: unknown): Promise<void> };
  getUser: jest.Mock;
  removeUser: jest.Mock;
  startSilentRenew: jest.Mock;
  signinRedirect: jest.Mock;
  signinRedirectCallback: jest.Mock;
  signinSilentCallback: jest.Mock;
  signinSilent: jest.Mock;
  signoutRedirect: jest.Mock;
}

/** A BroadcastChannel's two ends in one test: what one tab posts, the other hears. */
function fakeChannel() {
  const listeners: ((event: MessageEvent) => void)[] = [];
  return {
    posted: [] as unknown[],
    postMessage(data: unknown) {
      this.posted.push(data);
    },
    addEventListener: (_type: 'message', listener: (event: MessageEvent) => void) => void listeners.push(listener),
    hear: (data: unknown) => listeners.forEach((listener) => listener(new MessageEvent('message', { data }))),
  };
}

const config = { authority: 'https://idp.test/oidc', clientId: 'homework-suite', scope: 'openid homework staff' };
const origin = 'https://suite.test';
const nowSeconds = () => Math.floor(Date.now() / 1000);

function oidcUser(overrides: Record<string, unknown> = {}) {
  return {
    access_token: 'access-1',
    id_token: 'id-1',
    expires_at: nowSeconds() + 3600,
    expired: false,
    profile: { sub: 'user-1', name: 'Ms Teacher' },
    state: undefined,
    ...overrides,
  };
}

function setUp({ hash = '#/homework/edit/h1' } = {}) {
  const navigate = jest.fn();
  const signOutChannel = fakeChannel();
  const auth = createAuthService(config, { origin, store: window.sessionStorage, navigate, currentHash: () => hash, signOutChannel });
  const manager = (UserManager as unknown as { last: FakeManager }).last;
  /** The provider's session still holds: a renewal in the hidden frame brings a new token. */
  const renewalWorks = () =>
    manager.signinSilent.mockImplementation(async () => {
      const user = oidcUser({ access_token: 'access-2' });
      await manager.events.raise('userLoaded', user);
      return user;
    });
  return { auth, manager, navigate, signOutChannel, renewalWorks };
}

beforeEach(() => {
  useAuthStore.setState({ status: 'unknown', user: null });
  window.sessionStorage.clear();
});

test('configures code + PKCE with the suite origin, the API resource and session storage', () => {
  const { manager } = setUp();
  expect(manager.settings).toMatchObject({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}/silent-token-renew`,
    post_logout_redirect_uri: `${origin}/?signed-out`,
    response_mode: 'query',
    accessTokenExpiringNotificationTimeInSeconds: SILENT_RENEW_SECONDS_BEFORE_EXPIRY,
    extraQueryParams: { resource: API_AUDIENCE },
    extraTokenParams: { resource: API_AUDIENCE },
  });
  expect((manager.settings.userStore as { args: { store: Storage } }).args.store).toBe(window.sessionStorage);
});

test('endpoints given in the configuration are used as the metadata (no discovery); an end-session endpoint given apart wins', () => {
  const metadata = {
    issuer: config.authority,
    authorization_endpoint: `${config.authority}/auth`,
    token_endpoint: `${config.authority}/token`,
    userinfo_endpoint: `${config.authority}/me`,
    end_session_endpoint: `${config.authority}/session/end`,
    jwks_uri: `${config.authority}/jwks`,
  };
  createAuthService({ ...config, metadata }, { origin, store: window.sessionStorage, navigate: jest.fn() });
  expect((UserManager as unknown as { last: FakeManager }).last.settings.metadata).toEqual(metadata);
  createAuthService({ ...config, metadata, logoutEndpoint: 'https://idp.test/logout' }, { origin, store: window.sessionStorage, navigate: jest.fn() });
  expect((UserManager as unknown as { last: FakeManager }).last.settings.metadata).toEqual({ ...metadata, end_session_endpoint: 'https://idp.test/logout' });
  setUp();
  expect((UserManager as unknown as { last: FakeManager }).last.settings.metadata).toBeUndefined();
});

describe('restore', () => {
  test('no stored user: unauthenticated, no token', async () => {
    const { auth, manager } = setUp();
    manager.getUser.mockResolvedValue(null);
    await expect(auth.restore()).resolves.toBe('unauthenticated');
    expect(auth.getAccessToken()).toBeNull();
  });

  test('stored user: authenticated, renewal started, token available', async () => {
    const { auth, manager } = setUp();
    manager.getUser.mockResolvedValue(oidcUser());
    await expect(auth.restore()).resolves.toBe('authenticated');
    expect(manager.startSilentRenew).toHaveBeenCalled();
    expect(useAuthStore.getState().user?.profile).toEqual({ sub: 'user-1', name: 'Ms Teacher' });
    expect(auth.getAccessToken()).toBe('access-1');
  });

  test('expired stored user whose provider session holds (a reload after a sleep): renewed, signed in', async () => {
    const { auth, manager, renewalWorks } = setUp();
    renewalWorks();
    manager.getUser.mockResolvedValue(oidcUser({ expired: true, expires_at: nowSeconds() - 5 }));
    await expect(auth.restore()).resolves.toBe('authenticated');
    expect(auth.getAccessToken()).toBe('access-2');
    expect(manager.startSilentRenew).toHaveBeenCalled();
  });

  test('expired stored user: expired, removed, no token', async () => {
    const { auth, manager } = setUp();
    manager.getUser.mockResolvedValue(oidcUser({ expired: true, expires_at: nowSeconds() - 5 }));
    await expect(auth.restore()).resolves.toBe('expired');
    expect(manager.removeUser).toHaveBeenCalled();
    expect(auth.getAccessToken()).toBeNull();
  });
});

test('signIn asks for the fragment return with a nonce and remembers where to come back', async () => {
  const { auth, manager } = setUp();
  await auth.signIn('#/homework/create');
  const args = manager.signinRedirect.mock.calls[0][0];
  expect(args.state).toEqual({ returnTo: '#/homework/create' });
  expect(args.nonce).toMatch(new RegExp(`^[0-9a-f]{${NONCE_LENGTH}}$`));
  expect(args.extraQueryParams).toEqual({ resource: API_AUDIENCE, response_mode: 'fragment' });
  expect(args.ui_locales).toBe('en');
});

test('signIn asks for the provider’s page in the language the browser’s pages were last shown in', async () => {
  const { auth, manager } = setUp();
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'cy');
  try {
    await auth.signIn('#/homework/create');
    expect(manager.signinRedirect.mock.calls[0][0].ui_locales).toBe('cy');
  } finally {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  }
});

test('handleSignInCallback reads the fragment return and resolves to the stored hash', async () => {
  const { auth, manager } = setUp();
  manager.signinRedirectCallback.mockResolvedValue(oidcUser({ state: { returnTo: '#/messages' } }));
  await expect(auth.handleSignInCallback(`${origin}/#code=abc&state=s1`)).resolves.toBe('#/messages');
  expect(manager.signinRedirectCallback).toHaveBeenCalledWith(`${origin}/?code=abc&state=s1`);
  expect(useAuthStore.getState().status).toBe('authenticated');
  expect(manager.startSilentRenew).toHaveBeenCalled();
});

test('handleSignInCallback without a stored hash goes to the root', async () => {
  const { auth, manager } = setUp();
  manager.signinRedirectCallback.mockResolvedValue(oidcUser());
  await expect(auth.handleSignInCallback(`${origin}/#code=abc&state=s1`)).resolves.toBe('#/');
});

test('handleSilentRenewCallback hands the frame URL to oidc-client-ts', async () => {
  const { auth, manager } = setUp();
  await auth.handleSilentRenewCallback(`${origin}/silent-token-renew?code=x&state=y`);
  expect(manager.signinSilentCallback).toHaveBeenCalledWith(`${origin}/silent-token-renew?code=x&state=y`);
});

test('userLoaded (a silent renewal) replaces the token', async () => {
  const { auth, manager } = setUp();
  await manager.events.raise('userLoaded', oidcUser({ access_token: 'access-2' }));
  expect(useAuthStore.getState().status).toBe('authenticated');
  expect(auth.getAccessToken()).toBe('access-2');
});

test('silentRenewError login_required forgets the session and goes to #/signedout', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  window.sessionStorage.setItem('anything', 'x');
  await manager.events.raise('silentRenewError', Object.assign(new Error('login required'), { error: 'login_required' }));
  expect(manager.removeUser).toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
  // Not 'unauthenticated', which would start a sign-in before the Signed out page is shown.
  expect(useAuthStore.getState()).toEqual({ status: 'expired', user: null });
  expect(auth.getAccessToken()).toBeNull();
  // Sign In on the Signed out page comes back to the page the session ended on.
  expect(navigate).toHaveBeenCalledWith('#/signedout?from=%23%2Fhomework%2Fedit%2Fh1');
});

test('other silent renewal errors leave the user signed in until the token expires', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  await manager.events.raise('silentRenewError', new Error('Frame window timed out'));
  expect(auth.getAccessToken()).toBe('access-1');
  expect(navigate).not.toHaveBeenCalled();
});

test('accessTokenExpired, the provider wanting a sign-in: status expired, no token, goes to Signed out naming the page', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  await manager.events.raise('accessTokenExpired');
  expect(manager.signinSilent).toHaveBeenCalled();
  expect(useAuthStore.getState().status).toBe('expired');
  expect(auth.getAccessToken()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('#/signedout?from=%23%2Fhomework%2Fedit%2Fh1');
});

test('accessTokenExpired on waking from a sleep, the provider session holding: renewed, the page kept', async () => {
  const { auth, manager, navigate, renewalWorks } = setUp();
  renewalWorks();
  await manager.events.raise('userLoaded', oidcUser({ expires_at: nowSeconds() - 1 }));
  await manager.events.raise('accessTokenExpired');
  expect(manager.removeUser).not.toHaveBeenCalled();
  expect(navigate).not.toHaveBeenCalled();
  expect(useAuthStore.getState().status).toBe('authenticated');
  expect(auth.getAccessToken()).toBe('access-2');
});

test('waitForAccessToken: a call on waking, before the expiry is seen, renews first and gets the new token; one renewal for all', async () => {
  const { auth, manager, renewalWorks } = setUp();
  renewalWorks();
  await manager.events.raise('userLoaded', oidcUser({ expires_at: nowSeconds() - 1 }));
  expect(auth.getAccessToken()).toBeNull();
  const [first, second] = await Promise.all([auth.waitForAccessToken(), auth.waitForAccessToken()]);
  expect([first, second]).toEqual(['access-2', 'access-2']);
  expect(manager.signinSilent).toHaveBeenCalledTimes(1);
});

test('waitForAccessToken when signed out: none, and no renewal', async () => {
  const { auth, manager } = setUp();
  useAuthStore.setState({ status: 'unauthenticated', user: null });
  await expect(auth.waitForAccessToken()).resolves.toBeNull();
  expect(manager.signinSilent).not.toHaveBeenCalled();
});

test.each([
  ['#/homework/edit/h1', '#/signedout?from=%23%2Fhomework%2Fedit%2Fh1'],
  ['#/messages?draft=1', '#/signedout?from=%23%2Fmessages%3Fdraft%3D1'],
  ['#/', '#/signedout'],
  ['', '#/signedout'],
  ['#/signedout?from=%23%2Fx', '#/signedout?from=%23%2Fx'],
  ['#/signedout', '#/signedout'],
  ['#/Unauthorised', '#/signedout'],
])('signedOutHash(%s) is %s', (from, expected) => {
  expect(signedOutHash(from)).toBe(expected);
});

test.each([
  ['#/signedout?from=%23%2Fhomework%2Fedit%2Fh1', '#/homework/edit/h1'],
  ['#/signedout', '#/'],
  // Only a page of the suite: never another site, never an address with no page.
  ['#/signedout?from=https%3A%2F%2Fevil.test', '#/'],
  ['#/signedout?from=%23%2F%2Fevil.test', '#/'],
  ['#/signedout?from=%23%2F', '#/'],
])('returnHashOfSignedOut(%s) is %s', (signedOut, expected) => {
  expect(returnHashOfSignedOut(signedOut)).toBe(expected);
});

test("Sign Out tells the browser's other tabs, and a tab told signs out and goes to Signed out", async () => {
  const { auth, manager, signOutChannel } = setUp();
  manager.getUser.mockResolvedValue(oidcUser());
  await auth.restore();
  await auth.signOut();
  expect(signOutChannel.posted).toEqual(['signed-out']);

  const other = setUp();
  await other.manager.events.raise('userLoaded', oidcUser());
  other.signOutChannel.hear('signed-out');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(other.manager.removeUser).toHaveBeenCalled();
  expect(other.auth.getAccessToken()).toBeNull();
  // Not 'unauthenticated', which would start a sign-in racing the sign-out at the provider.
  expect(useAuthStore.getState().status).toBe('signing-out');
  expect(other.navigate).toHaveBeenCalledWith('#/signedout');
});

test('getAccessToken is null once the token is past its expiry, before the event arrives', async () => {
  const { auth, manager } = setUp();
  await manager.events.raise('userLoaded', oidcUser({ expires_at: nowSeconds() - 1 }));
  expect(auth.getAccessToken()).toBeNull();
});

test('signOut clears stored tokens and session, then logs out at the provider with the id token', async () => {
  const { auth, manager } = setUp();
  manager.getUser.mockResolvedValue(oidcUser());
  await auth.restore();
  window.sessionStorage.setItem('filters', '{}');
  await auth.signOut();
  expect(manager.removeUser).toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
  // Not 'unauthenticated': the shell would start a sign-in that races the sign-out at the provider.
  expect(useAuthStore.getState().status).toBe('signing-out');
  expect(manager.signoutRedirect).toHaveBeenCalledWith({ id_token_hint: 'id-1' });
});

test.each([
  ['https://suite.test/#code=a&state=b', 'https://suite.test/?code=a&state=b'],
  ['https://suite.test/#/code=a&state=b', 'https://suite.test/?code=a&state=b'],
  ['https://suite.test/#error=access_denied&state=b', 'https://suite.test/?error=access_denied&state=b'],
])('fragmentToQuery(%s)', (url, expected) => {
  expect(fragmentToQuery(url)).toBe(expected);
});
