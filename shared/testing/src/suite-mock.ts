// A fake suite for remotes' unit tests, which run without a host: installs config, a signed-in auth
// service and the platform's real API client through initSuite, so code under test runs as it does in
// the shell; only the network is fake (network.ts, decision 0031).
import type { ServiceName, SuiteConfig } from '@homework/contracts';
import { createApiClient, initSuite, resetQueryClient, type ApiClient } from '@homework/platform/api';
import { useAuthStore, type AuthService } from '@homework/platform/auth';
import { defaultHandlers, MOCK_ACCESS_TOKEN, MOCK_TEACHER_ID, mockCurrentUser } from './fixtures';
import { createNetwork, watchNetwork, type Handler, type Network } from './network';
import { createStub, type Stub } from './stub';

type StubOf<F> = F extends (...args: infer A) => infer R ? Stub<A, R> : never;
export type StubbedAuthService = { [K in keyof AuthService]: StubOf<AuthService[K]> };

export interface SuiteMockOptions {
  /** Merged part by part over the fake configuration. */
  config?: { [K in Exclude<keyof SuiteConfig, 'remoteOverrideOrigins'>]?: Partial<SuiteConfig[K]> } & Pick<SuiteConfig, 'remoteOverrideOrigins'>;
  /** The network's handlers, over the defaults (fixtures.ts): the latest of an endpoint answers. */
  handlers?: Handler[];
  /** null: signed out. */
  accessToken?: string | null;
}

export interface SuiteMock {
  config: SuiteConfig;
  auth: StubbedAuthService;
  /** The platform's real client, on the fake network. */
  api: ApiClient;
  network: Network;
  /** What the client calls on a 401, or on a 403 its caller did not expect (the shell leaves the page). */
  unauthorised: Stub<[], void>;
}

/** 2100-01-01: the fake token never runs out. */
const FAR_FUTURE_EPOCH_SECONDS = 4_102_444_800;

const SERVICE_NAMES: ServiceName[] = [
  'people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics',
];

export function createSuiteMock(options: SuiteMockOptions = {}): SuiteMock {
  const config: SuiteConfig = {
    services: {
      // Each service at an origin of its own, so a call sent to the wrong one reaches no handler.
      ...(Object.fromEntries(SERVICE_NAMES.map((name) => [name, `http://${name.toLowerCase()}.suite.test`])) as SuiteConfig['services']),
      ...options.config?.services,
    },
    auth: {
      authority: 'http://suite.test/oidc',
      clientId: 'homework-suite',
      scope: 'openid profile homework staff',
      ...options.config?.auth,
    },
    links: { help: 'http://help.test', activities: 'http://activities.test', profile: 'http://profile.test', ...options.config?.links },
    ...(options.config?.remoteOverrideOrigins ? { remoteOverrideOrigins: options.config.remoteOverrideOrigins } : {}),
  };
  const token = options.accessToken === undefined ? MOCK_ACCESS_TOKEN : options.accessToken;

  const auth: StubbedAuthService = {
    restore: createStub(async () => useAuthStore.getState().status),
    signIn: createStub(async () => undefined),
    handleSignInCallback: createStub(async () => '#/'),
    handleSilentRenewCallback: createStub(async () => undefined),
    signOut: createStub(async () => useAuthStore.setState({ status: 'signing-out', user: null })),
    signOutLocally: createStub(async () => useAuthStore.setState({ status: 'unauthenticated', user: null })),
    getAccessToken: createStub(() => (useAuthStore.getState().status === 'authenticated' ? token : null)),
    waitForAccessToken: createStub(async () => (useAuthStore.getState().status === 'authenticated' ? token : null)),
  };

  signIn(token);

  const network = watchNetwork(createNetwork(config.services, [...defaultHandlers, ...(options.handlers ?? [])]));
  const unauthorised = createStub(() => undefined);
  const api = createApiClient({
    config,
    getAccessToken: auth.getAccessToken,
    waitForAccessToken: auth.waitForAccessToken,
    onUnauthorised: unauthorised,
    // A failed call is what many tests are about; the page shows it, the log is noise here.
    log: () => undefined,
    fetch: network.fetch,
    createXhr: network.createXhr,
  });
  initSuite({ config, auth, api });
  return { config, auth, api, network, unauthorised };
}

/** Signs the fake user in (or out, with no token) and starts each test from an empty cache. */
function signIn(token: string | null) {
  useAuthStore.setState(
    token
      ? {
          status: 'authenticated',
          user: { accessToken: token, idToken: 'fake-id-token', expiresAt: FAR_FUTURE_EPOCH_SECONDS, profile: { sub: MOCK_TEACHER_ID, name: mockCurrentUser.simsName } },
        }
      : { status: 'unauthenticated', user: null },
  );
  installObjectUrls();
  // Nothing one test loaded answers the next.
  resetQueryClient();
}

/** jsdom has no object URLs, which photos need; a stand-in when they are missing. */
function installObjectUrls() {
  if (typeof URL.createObjectURL === 'function') return;
  let next = 0;
  URL.createObjectURL = () => `blob:suite-mock/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
