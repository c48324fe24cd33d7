// Sign-in through the identity provider with oidc-client-ts: authorization code + PKCE, silent
// renewal in a hidden frame, sign-out at the provider (01 §4).
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { API_AUDIENCE, NONCE_LENGTH, POST_LOGOUT_PATH, SILENT_RENEW_SECONDS_BEFORE_EXPIRY, lastShownLanguage, type SuiteConfig } from '@homework/contracts';
import { useAuthStore, type AuthStatus, type SignedInUser } from './auth-store';

export const SIGNED_OUT_HASH = '#/signedout';
/** Where Sign In on the Signed out page comes back to: the page the session ended on. */
export const SIGNED_OUT_FROM_PARAMETER = 'from';
/** The channel an explicit Sign Out is told on, so every tab of the browser signs out with it. */
export const SIGN_OUT_CHANNEL = 'homework.sign-out';
export const SILENT_RENEW_PATH = '/silent-token-renew';
const DEFAULT_RETURN_HASH = '#/';

export interface AuthService {
  /** At start: stored user -> 'authenticated', expired -> 'expired', none -> 'unauthenticated'. */
  restore(): Promise<AuthStatus>;
  /** Redirects to the provider; the return brings the user back to returnToHash. */
  signIn(returnToHash?: string): Promise<void>;
  /** Handles the '#code=...' return; resolves to the hash to go back to. */
  handleSignInCallback(url?: string): Promise<string>;
  /** Runs inside the hidden frame at /silent-token-renew. */
  handleSilentRenewCallback(url?: string): Promise<void>;
  /** Clears stored tokens and session storage, then leaves for the provider's logout. */
  signOut(): Promise<void>;
  /** Clears stored tokens and session storage without leaving the page. */
  signOutLocally(): Promise<void>;
  /** Null when signed out or expired. */
  getAccessToken(): string | null;
  /**
   * The token, once there is one: while a renewal is under way (the token ran out as the laptop
   * slept) it is waited for, so a call made on waking is sent, not refused. Null when signed out.
   */
  waitForAccessToken(): Promise<string | null>;
}

/** The part of a BroadcastChannel the sign-out uses. */
export interface SignOutChannel {
  postMessage(data: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface AuthServiceOptions {
  origin?: string;
  store?: Storage;
  /** Moves to a hash route; by default sets location.hash. */
  navigate?: (hash: string) => void;
  /** The page's hash route now; by default location.hash. */
  currentHash?: () => string;
  /** Where an explicit Sign Out is told to the browser's other tabs; null where there is none. */
  signOutChannel?: SignOutChannel | null;
}

/**
 * The Signed out page's address, naming the page the session ended on so Sign In comes back to it
 * (what was typed there is kept as a draft). A status page or the root is not worth naming.
 */
export function signedOutHash(fromHash: string): string {
  const from = fromHash.replace(/^#/, '');
  const path = from.split('?')[0].toLowerCase();
  // Already there (the renewal's failure and the token's expiry both send it): the page it names stays.
  if (/^\/signedout\/?$/.test(path)) return `#${from}`;
  if (!from || path === '/' || /^\/(unauthorised|nolicenses)\/?$/.test(path)) return SIGNED_OUT_HASH;
  return `${SIGNED_OUT_HASH}?${new URLSearchParams({ [SIGNED_OUT_FROM_PARAMETER]: `#${from}` })}`;
}

/** The hash Sign In on the Signed out page returns to: its 'from', when that is a page of the suite. */
export function returnHashOfSignedOut(signedOutPageHash: string): string {
  const query = signedOutPageHash.split('?')[1] ?? '';
  const from = new URLSearchParams(query).get(SIGNED_OUT_FROM_PARAMETER);
  return from && /^#\/[^/]/.test(from) ? from : DEFAULT_RETURN_HASH;
}

const defaultSignOutChannel = () => (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SIGN_OUT_CHANNEL));

interface SignInState {
  returnTo: string;
}

export function createAuthService(config: SuiteConfig['auth'], options: AuthServiceOptions = {}): AuthService {
  const origin = options.origin ?? window.location.origin;
  const store = options.store ?? window.sessionStorage;
  const navigate = options.navigate ?? ((hash: string) => void (window.location.hash = hash));
  const currentHash = options.currentHash ?? (() => window.location.hash);
  const signOutChannel = options.signOutChannel === undefined ? defaultSignOutChannel() : options.signOutChannel;
  const storage = new WebStorageStateStore({ store });
  // The provider issues a JWT for the API only when asked for its resource, at both steps.
  const resource = { resource: API_AUDIENCE };
  // An end-session endpoint given apart wins over the provider's own, given or discovered.
  const endSession = config.logoutEndpoint ? { end_session_endpoint: config.logoutEndpoint } : undefined;

  const manager = new UserManager({
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope,
    redirect_uri: `${origin}/`,
    silent_redirect_uri: `${origin}${SILENT_RENEW_PATH}`,
    post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
    // oidc-client-ts reads every callback URL in the settings' mode, so the settings keep the
    // hidden frame's query mode; the sign-in redirect asks for the fragment itself (see signIn).
    response_mode: 'query',
    // Renewal is started by restore() and the sign-in callback, never by the construction: the
    // hidden frame builds its own service and must not start a renewal of its own.
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: SILENT_RENEW_SECONDS_BEFORE_EXPIRY,
    userStore: storage,
    stateStore: storage,
    extraQueryParams: resource,
    extraTokenParams: resource,
    // Given endpoints spare the discovery document's round trip before sign-in and after it.
    metadata: config.metadata && { ...config.metadata, ...endSession },
    metadataSeed: endSession,
  });

  function getAccessToken() {
    const { status, user } = useAuthStore.getState();
    if (status !== 'authenticated' || !user || user.expiresAt * 1000 <= Date.now()) return null;
    return user.accessToken;
  }

  const setSignedIn = (user: User) => useAuthStore.setState({ status: 'authenticated', user: toSignedInUser(user) });
  const setStatus = (status: AuthStatus) => useAuthStore.setState({ status, user: null });

  async function signOutLocally() {
    await manager.removeUser();
    store.clear();
    setStatus('unauthenticated');
  }

  async function expire() {
    await manager.removeUser();
    setStatus('expired');
  }

  /**
   * A renewal in the hidden frame, without leaving the page; false when the provider wants a sign-in.
   * One at a time: the expiry and a call waiting for its token share it.
   */
  let renewal: Promise<boolean> | null = null;
  const renewSilently = () =>
    (renewal ??= manager
      .signinSilent()
      .then(
        () => true,
        () => false,
      )
      .finally(() => (renewal = null)));

  manager.events.addUserLoaded(setSignedIn);
  manager.events.addSilentRenewError(async (error) => {
    // Other failures (a time-out, a network fault) leave the token to run out: accessTokenExpired.
    if ((error as { error?: string }).error !== 'login_required') return;
    // 'expired', not 'unauthenticated': a protected page seeing 'unauthenticated' would start a
    // sign-in of its own before the Signed out page (which names the page to come back to) is shown.
    const from = currentHash();
    await expire();
    store.clear();
    navigate(signedOutHash(from));
  });
  manager.events.addAccessTokenExpired(async () => {
    // A laptop waking from sleep finds its token expired while the provider's session often still
    // holds (it outlives the token): the renewal that the sleep held back is tried first, and the
    // page, with whatever was typed on it, stays.
    if (await renewSilently()) return;
    const from = currentHash();
    await expire();
    navigate(signedOutHash(from));
  });
  // Sign Out in another tab of this browser: this tab signs out too (a shared classroom computer).
  // 'signing-out', not 'unauthenticated', until the Signed out page is shown: a protected page seeing
  // 'unauthenticated' starts a sign-in, which would race the other tab's sign-out at the provider.
  signOutChannel?.addEventListener('message', (event) => {
    if (event.data !== 'signed-out') return;
    void manager.removeUser().then(() => {
      store.clear();
      setStatus('signing-out');
      navigate(SIGNED_OUT_HASH);
    });
  });

  return {
    async restore() {
      const user = await manager.getUser();
      if (!user) {
        setStatus('unauthenticated');
      } else if (user.expired) {
        // A reload after a sleep: the provider's session may still hold, so renew before signing out.
        if (await renewSilently()) manager.startSilentRenew();
        else await expire();
      } else {
        setSignedIn(user);
        manager.startSilentRenew();
      }
      return useAuthStore.getState().status;
    },

    async signIn(returnToHash = window.location.hash) {
      const state: SignInState = { returnTo: returnToHash || DEFAULT_RETURN_HASH };
      await manager.signinRedirect({
        state,
        nonce: createNonce(),
        // The return comes as '/#code=...&state=...', which the hash router sees as a path starting 'code='.
        extraQueryParams: { ...resource, response_mode: 'fragment' },
        // The provider's page in the language this browser's pages were last shown in (decision 0040).
        ui_locales: lastShownLanguage(),
      });
    },

    async handleSignInCallback(url = window.location.href) {
      const user = await manager.signinRedirectCallback(fragmentToQuery(url));
      setSignedIn(user);
      manager.startSilentRenew();
      return (user.state as SignInState | undefined)?.returnTo ?? DEFAULT_RETURN_HASH;
    },

    async handleSilentRenewCallback(url = window.location.href) {
      await manager.signinSilentCallback(url);
    },

    async signOut() {
      const user = await manager.getUser();
      await manager.removeUser();
      store.clear();
      setStatus('signing-out');
      signOutChannel?.postMessage('signed-out');
      await manager.signoutRedirect({ id_token_hint: user?.id_token });
    },

    signOutLocally,

    getAccessToken,

    async waitForAccessToken() {
      const token = getAccessToken();
      if (token || useAuthStore.getState().status !== 'authenticated') return token;
      // Signed in with a token that has run out: the renewal the expiry starts, or one started here
      // when the call comes first (a sleeping page's timers all fire together on waking).
      await renewSilently();
      return getAccessToken();
    },
  };
}

function toSignedInUser(user: User): SignedInUser {
  return {
    accessToken: user.access_token,
    idToken: user.id_token ?? '',
    expiresAt: user.expires_at ?? 0,
    profile: { sub: user.profile.sub, name: user.profile.name },
  };
}

/** The sign-in answer arrives in the fragment; oidc-client-ts reads it from the query (see response_mode). */
export function fragmentToQuery(url: string): string {
  const parsed = new URL(url);
  parsed.search = parsed.hash.replace(/^#\/?/, '');
  parsed.hash = '';
  return parsed.href;
}

/**
 * The spec's nonce of NONCE_LENGTH characters (hex of random bytes), checked against the ID token.
 * oidc-client-ts makes the rest itself: state is a UUID v4, the PKCE code_verifier three UUIDs
 * (S256 challenge); it sends no nonce unless given one, so silent renewals go without.
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_LENGTH / 2));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
