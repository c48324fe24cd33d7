// A fake suite for remotes' unit tests, which run without a host: installs config, a signed-in auth
// service and the platform's real API client through initSuite, so code under test runs as it does in
// the shell; only the network is fake (network.ts, decision 0031).
import { MESSAGES, type ServiceName, type SuiteConfig } from '@homework/contracts';
import { ApiError, callThrough, createApiClient, initSuite, resetQueryClient, type ApiClient, type RequestOptions, type Transport, type UploadOptions } from '@homework/platform/api';
import { useAuthStore, type AuthService } from '@homework/platform/auth';
import { defaultAnswers, defaultHandlers, MOCK_ACCESS_TOKEN, MOCK_TEACHER_ID, mockCurrentUser } from './fixtures';
import { createNetwork, watchNetwork, type Handler, type Network } from './network';
import { createStub, type Stub } from './stub';

type StubOf<F> = F extends (...args: infer A) => infer R ? Stub<A, R> : never;
export type StubbedAuthService = { [K in keyof AuthService]: StubOf<AuthService[K]> };

export interface StubbedApiClient {
  /** As the real client's: through the stubs below, by the endpoint's kind. */
  call: ApiClient['call'];
  get: Stub<[ServiceName, string, RequestOptions?], Promise<unknown>>;
  getBlob: Stub<[ServiceName, string, RequestOptions?], Promise<Blob>>;
  post: Stub<[ServiceName, string, unknown, RequestOptions?], Promise<unknown>>;
  delete: Stub<[ServiceName, string, RequestOptions?], Promise<unknown>>;
  upload: Stub<[ServiceName, string, FormData, UploadOptions?], Promise<unknown>>;
}

export interface SuiteMockOptions {
  /** Merged part by part over the fake configuration. */
  config?: { [K in Exclude<keyof SuiteConfig, 'remoteOverrideOrigins'>]?: Partial<SuiteConfig[K]> } & Pick<SuiteConfig, 'remoteOverrideOrigins'>;
  /** The network's handlers, over the defaults (fixtures.ts): the latest of an endpoint answers. */
  handlers?: Handler[];
  /** null: signed out. */
  accessToken?: string | null;
}

/**
 * The older stubs by path, which never send a request: kept until the tests listed in decision 0031
 * are on the network. A function is called with the request's arguments; an Error rejects; a path
 * with no answer rejects with a 404 ApiError.
 */
export interface PathStubOptions extends Omit<SuiteMockOptions, 'handlers'> {
  answers: Record<string, unknown>;
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

export interface PathStubSuiteMock {
  config: SuiteConfig;
  auth: StubbedAuthService;
  api: StubbedApiClient;
}

/** 2100-01-01: the fake token never runs out. */
const FAR_FUTURE_EPOCH_SECONDS = 4_102_444_800;

const SERVICE_NAMES: ServiceName[] = [
  'people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics',
];

export function createSuiteMock(options: PathStubOptions): PathStubSuiteMock;
export function createSuiteMock(options?: SuiteMockOptions): SuiteMock;
export function createSuiteMock(options: SuiteMockOptions | PathStubOptions = {}): SuiteMock | PathStubSuiteMock {
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
  if ('answers' in options) {
    const api = pathStubs(auth, options.answers);
    initSuite({ config, auth, api: api as unknown as ApiClient });
    return { config, auth, api };
  }

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

function pathStubs(auth: StubbedAuthService, given: Record<string, unknown>): StubbedApiClient {
  const answers = { ...defaultAnswers, ...given };
  // As the real client: nothing is asked while signed out.
  const answer = async (path: string, args: unknown[], otherwise?: () => unknown): Promise<unknown> => {
    if (!auth.getAccessToken()) throw new ApiError(MESSAGES.notAuthenticated, 0);
    if (!(path in answers)) {
      if (otherwise) return otherwise();
      throw new ApiError(`No canned answer for ${path}`, 404);
    }
    const value = answers[path];
    if (value instanceof Error) throw value;
    return typeof value === 'function' ? value(...args) : value;
  };

  const api: StubbedApiClient = {
    call: (endpoint, ...args) => callThrough(api as unknown as Transport, endpoint, ...args),
    get: createStub((_service, path, ...rest) => answer(path, [path, ...rest])),
    // Any blob (a photo, a download) is an empty one unless a test answers its path.
    getBlob: createStub((_service, path, ...rest) => answer(path, [path, ...rest], () => new Blob([])) as Promise<Blob>),
    post: createStub((_service, path, ...rest) => answer(path, [path, ...rest])),
    delete: createStub((_service, path, ...rest) => answer(path, [path, ...rest])),
    upload: createStub((_service, path, ...rest) => answer(path, [path, ...rest])),
  };
  return api;
}

/** jsdom has no object URLs, which photos need; a stand-in when they are missing. */
function installObjectUrls() {
  if (typeof URL.createObjectURL === 'function') return;
  let next = 0;
  URL.createObjectURL = () => `blob:suite-mock/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
