import { UserManager } from 'oidc-client-ts';
import { API_AUDIENCE, NONCE_LENGTH, SILENT_RENEW_SECONDS_BEFORE_EXPIRY } from '@homework/contracts';
import { useAuthStore } from './auth-store';
import { createAuthService, fragmentToQuery } from './auth-service';

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
  signoutRedirect: jest.Mock;
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

function setUp() {
  const navigate = jest.fn();
  const auth = createAuthService(config, { origin, store: window.sessionStorage, navigate });
  const manager = (UserManager as unknown as { last: FakeManager }).last;
  return { auth, manager, navigate };
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

test('silentRenewError login_required signs out locally and goes to #/signedout', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  window.sessionStorage.setItem('anything', 'x');
  await manager.events.raise('silentRenewError', Object.assign(new Error('login required'), { error: 'login_required' }));
  expect(manager.removeUser).toHaveBeenCalled();
  expect(window.sessionStorage.length).toBe(0);
  expect(useAuthStore.getState()).toEqual({ status: 'unauthenticated', user: null });
  expect(auth.getAccessToken()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('#/signedout');
});

test('other silent renewal errors leave the user signed in until the token expires', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  await manager.events.raise('silentRenewError', new Error('Frame window timed out'));
  expect(auth.getAccessToken()).toBe('access-1');
  expect(navigate).not.toHaveBeenCalled();
});

test('accessTokenExpired: status expired, no token, goes to #/signedout', async () => {
  const { auth, manager, navigate } = setUp();
  await manager.events.raise('userLoaded', oidcUser());
  await manager.events.raise('accessTokenExpired');
  expect(useAuthStore.getState().status).toBe('expired');
  expect(auth.getAccessToken()).toBeNull();
  expect(navigate).toHaveBeenCalledWith('#/signedout');
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
