// A fake suite for remotes' unit tests: installs config, a signed-in auth service and an API client
// that answers from canned data, through initSuite, so code under test runs as it does in the shell.
import { MESSAGES, type ServiceName, type SuiteConfig } from '@homework/contracts';
import { ApiError, callThrough, initSuite, resetQueryClient, type ApiClient, type RequestOptions, type Transport, type UploadOptions } from '@homework/platform/api';
import { useAuthStore, type AuthService } from '@homework/platform/auth';
import { defaultAnswers, MOCK_ACCESS_TOKEN, MOCK_TEACHER_ID, mockCurrentUser } from './fixtures';
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
  /**
   * Answers by path, over the defaults (fixtures.ts). A function is called with the request's
   * arguments; an Error rejects. A path with no answer rejects with a 404 ApiError.
   */
  answers?: Record<string, unknown>;
  /** null: signed out. */
  accessToken?: string | null;
}

export interface SuiteMock {
  config: SuiteConfig;
  auth: StubbedAuthService;
  api: StubbedApiClient;
}

/** 2100-01-01: the fake token never runs out. */
const FAR_FUTURE_EPOCH_SECONDS = 4_102_444_800;

const SERVICE_NAMES: ServiceName[] = [
  'people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics',
];

export function createSuiteMock(options: SuiteMockOptions = {}): SuiteMock {
  const config: SuiteConfig = {
    services: {
      ...(Object.fromEntries(SERVICE_NAMES.map((name) => [name, 'http://suite.test'])) as SuiteConfig['services']),
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
  const answers = { ...defaultAnswers, ...options.answers };

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

  useAuthStore.setState(
    token
      ? {
          status: 'authenticated',
          user: { accessToken: token, idToken: 'fake-id-token', expiresAt: FAR_FUTURE_EPOCH_SECONDS, profile: { sub: MOCK_TEACHER_ID, name: mockCurrentUser.simsName } },
        }
      : { status: 'unauthenticated', user: null },
  );
  installObjectUrls();
  // Each test starts with an empty cache: nothing one test loaded answers the next.
  resetQueryClient();
  initSuite({ config, auth, api: api as unknown as ApiClient });
  return { config, auth, api };
}

/** jsdom has no object URLs, which photos need; a stand-in when they are missing. */
function installObjectUrls() {
  if (typeof URL.createObjectURL === 'function') return;
  let next = 0;
  URL.createObjectURL = () => `blob:suite-mock/${++next}`;
  URL.revokeObjectURL = () => undefined;
}
