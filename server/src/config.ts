// Server settings, all from the environment with working defaults, so `npm start` needs none.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_AUDIENCE, MARKING_EVENTS_HEARTBEAT_SECONDS, SUITE_CLIENT_ID, type SuiteConfig } from '@homework/contracts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Another product of the suite, signing its own users in with our provider to embed a remote
 * (README "Embedding the homework remote"): its client at the provider, and its pages' addresses.
 */
export interface ProductClient {
  clientId: string;
  /** Where the provider may send its users back with a code, and back to after signing out. */
  redirectUris: string[];
}

export interface ServerConfig {
  port: number;
  host: string;
  /** The origin the browser sees, without a trailing slash. */
  publicUrl: string;
  /** PostgreSQL through `pg` when set; PGlite in `${dataDir}/pglite` otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the built front ends are found (`shell/dist`, `<remote>/dist`, `dist/remotes.json`, `dist/releases`): the repository, or WEB_ROOT. */
  repoRoot: string;
  accessTokenTtlSeconds: number;
  /** An upload that sends nothing for this long is ended and its partial file removed. */
  uploadIdleSeconds: number;
  /**
   * DEMO_SCHOOLS=1 (`npm start`, the tests, the benches): seed the demo schools into an empty
   * database. Unset is production: no demo, and a database holding the demo schools is refused.
   */
  demoSchools: boolean;
  /** Run the built-in OpenID Connect provider at `/oidc`. */
  localIdp: boolean;
  /** Issuer whose tokens the API accepts: the local provider's unless OIDC_ISSUER is set. */
  oidcIssuer: string;
  oidcAudience: string;
  /** The suite's client at the provider. */
  oidcClientId: string;
  /**
   * OIDC_MATCH_STAFF_BY (email | username), with the school's own provider: a token that does not
   * name its user and school is matched to the imported member of staff whose e-mail or username is
   * its OIDC_USER_CLAIM (by default `email`, or `preferred_username`). Unset, such a token is refused.
   */
  oidcStaffMatch: StaffMatch | undefined;
  /** Values of the `provider` and `providername` claims the local provider writes into access tokens. */
  providerId: string;
  providerName: string;
  /** Further origins allowed to sign in with the suite's client (e.g. a remote's own dev page). */
  extraOrigins: string[];
  /** REMOTE_OVERRIDE_ORIGINS: where a browser may load a remote's development build from (none by default; `npm start` allows the remotes' dev servers). */
  remoteOverrideOrigins: string[];
  /**
   * PRODUCT_CLIENTS: other products' own public clients at the local provider (code + PKCE), as
   * `<client id>=<redirect URI> [<redirect URI>...]`, comma-separated. Their pages' origins
   * (productOrigins) may call the API and fetch the remotes' files from the browser (CORS).
   */
  productClients: ProductClient[];
  /** Links the shell opens in a new tab; the defaults are placeholder pages served by this server. */
  links: SuiteConfig['links'];
  logLevel: string;
  /**
   * The reverse proxies whose X-Forwarded-For (the caller's address, which the sign-in limits count)
   * and X-Forwarded-Proto are believed: none, every one, their addresses and networks, or (a hop
   * count) the first hops in front of the server. Fastify's `trustProxy`.
   */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** How password guessing at the sign-in page is slowed down (identity/sign-in-limits.ts). */
  signInLimits: SignInLimits;
  /**
   * The rate-limit counters (sign-in, analytics) are kept in the database and shared by every process
   * that names the same set (by default all); a test server names its own, so test files on one
   * database do not count each other's requests.
   */
  rateLimitCounterSet: string;
  /** Analytics events accepted per address per minute (anyone may send them). */
  analyticsEventsPerMinute: number;
  /** Where mail is delivered (SMTP_URL, e.g. smtp://user:pass@relay:587); unset, mail stays queued. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sending address; the school's name is the display name. */
  mailFrom: string;
  /** MAIL_WORKER=off: this process does not deliver (separate `npm run worker` processes do). */
  mailWorker: boolean;
  /** MAIL_RETRY_BASE_SECONDS: the first retry's delay, doubled at each further attempt. */
  mailRetryBaseSeconds: number;
  /** MAIL_RETRY_MAX_SECONDS: the longest delay between two attempts. */
  mailRetryMaxSeconds: number;
  /** MAIL_MAX_ATTEMPTS: attempts before a recipient is marked failed with the last reason. */
  mailMaxAttempts: number;
  /** MAIL_CONNECTIONS: SMTP connections a worker keeps open at once. */
  mailConnections: number;
  /** MAILBOX_URL: a page where the mail sent can be read (npm start's maildev), printed at start. */
  mailboxUrl: string | undefined;
  /**
   * FILE_STORAGE: where uploaded files are kept — unset (or `disk`), `${dataDir}/files`; or
   * `s3://bucket/prefix`, an S3-compatible bucket that several server processes share (docs/operations.md).
   */
  fileStorage: FileStorageSetting;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset, /metrics is not served (404). */
  metricsToken: string | undefined;
  /**
   * DRAIN_DELAY_SECONDS: on SIGTERM, how long the process keeps serving while it answers "not ready",
   * so that a load balancer polling /health/ready stops sending to it first (0: stop listening at once).
   */
  drainDelaySeconds: number;
  /** DRAIN_GRACE_SECONDS: then how long the requests in hand may take to finish before they are cut. */
  drainGraceSeconds: number;
  /**
   * DRAIN_REFUSE_READS: during DRAIN_DELAY_SECONDS, answer reads (GET, HEAD, OPTIONS) 503, still serving
   * writes, for a proxy that retries a 503 elsewhere and counts it a failure (nginx's
   * proxy_next_upstream http_503 with max_fails): its first retried read takes the process out of the
   * proxy's rotation before the listener closes, so no write is sent to a closing process. Off by default.
   */
  drainRefuseReads: boolean;
  /**
   * MARKING_STREAMS_MAX: the marking views' live streams (decision 0030) this process holds at most;
   * one more is answered 503, and the browser tries again (through the proxy, perhaps elsewhere).
   */
  markingStreamsMax: number;
  /**
   * MARKING_HEARTBEAT_SECONDS: how often each live stream is sent a comment that keeps it open through
   * a proxy's or balancer's idle time-out: every 15 s by default, and never less often, since the
   * browser takes three missed as a lost connection (MARKING_EVENTS_HEARTBEAT_SECONDS).
   */
  markingHeartbeatSeconds: number;
}

export type FileStorageSetting = { kind: 'disk' } | S3StorageSetting;

export interface S3StorageSetting {
  kind: 's3';
  bucket: string;
  /** Put before every key: empty, or ending in '/'. */
  prefix: string;
  /** S3_ENDPOINT: another S3-compatible service than AWS (MinIO, s3rver...). */
  endpoint: string | undefined;
  /** S3_REGION (us-east-1 by default). */
  region: string;
  /** S3_FORCE_PATH_STYLE: the bucket in the path rather than the host name (most services other than AWS). */
  forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; unset, the SDK's own chain (a profile, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** FILE_STORAGE with the S3_* and AWS_* settings it needs (see ServerConfig.fileStorage). */
export function fileStorageSetting(env: NodeJS.ProcessEnv): FileStorageSetting {
  const value = (env.FILE_STORAGE ?? '').trim();
  if (value === '' || value === 'disk') return { kind: 'disk' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`FILE_STORAGE must be unset, "disk" or s3://bucket/prefix, got "${value}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all');
  return {
    kind: 's3',
    bucket: match[1],
    prefix: prefix ? `${prefix}/` : '',
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

function heartbeatSetting(value: string | undefined): number {
  const seconds = integer(value, MARKING_EVENTS_HEARTBEAT_SECONDS, 'MARKING_HEARTBEAT_SECONDS');
  if (seconds < 1 || seconds > MARKING_EVENTS_HEARTBEAT_SECONDS)
    throw new Error(`MARKING_HEARTBEAT_SECONDS must be from 1 to ${MARKING_EVENTS_HEARTBEAT_SECONDS} (the browser takes three missed as a lost connection), got "${value}"`);
  return seconds;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(value.toLowerCase());
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** PRODUCT_CLIENTS (see ServerConfig.productClients). */
export function productClientsSetting(value: string | undefined): ProductClient[] {
  const clients = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean).map((entry) => {
    const [clientId = '', uris = ''] = entry.split('=', 2).map((part) => part.trim());
    const redirectUris = uris.split(/\s+/).filter(Boolean);
    if (!clientId || clientId === SUITE_CLIENT_ID || redirectUris.length === 0) {
      throw new Error(`PRODUCT_CLIENTS: "${entry}" must be <client id>=<redirect URI>..., with a client id other than the suite's`);
    }
    for (const uri of redirectUris) {
      if (!URL.canParse(uri) || !/^https?:$/.test(new URL(uri).protocol)) throw new Error(`PRODUCT_CLIENTS: "${uri}" is not an http(s) address`);
    }
    return { clientId, redirectUris };
  });
  const ids = clients.map((client) => client.clientId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`PRODUCT_CLIENTS names "${repeated}" twice`);
  return clients;
}

/** Which claim of a token names a member of staff, and which of their imported fields it is. */
export interface StaffMatch {
  by: 'email' | 'username';
  claim: string;
}

function staffMatchSetting(by: string | undefined, claim: string | undefined): StaffMatch | undefined {
  if (!by) return undefined;
  if (by !== 'email' && by !== 'username') throw new Error(`OIDC_MATCH_STAFF_BY must be email or username, got "${by}"`);
  return { by, claim: claim || (by === 'email' ? 'email' : 'preferred_username') };
}

/** The origins of the other products' pages: those the API and the remotes' files answer across origins. */
export function productOrigins(config: Pick<ServerConfig, 'productClients' | 'publicUrl'>): string[] {
  const origins = config.productClients.flatMap((client) => client.redirectUris.map((uri) => new URL(uri).origin));
  return [...new Set(origins)].filter((origin) => origin !== new URL(config.publicUrl).origin);
}

/**
 * TRUST_PROXY: `false`, `true` (every hop: only when the proxy replaces X-Forwarded-For rather than
 * adding to it), a number of proxies in front, or their addresses and networks, comma-separated.
 * Unset, an https public address means one proxy (it ends TLS), else none.
 */
function trustProxySetting(value: string | undefined, publicUrl: string): ServerConfig['trustProxy'] {
  const hops = (count: number) => (count === 0 ? false : (_address: string, hop: number) => hop < count);
  if (value === undefined || value.trim() === '') return hops(publicUrl.startsWith('https:') ? 1 : 0);
  const text = value.trim().toLowerCase();
  if (['false', 'no', 'off'].includes(text)) return false;
  if (['true', 'yes', 'on'].includes(text)) return true;
  if (/^\d+$/.test(text)) return hops(Number(text));
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const port = overrides.port ?? integer(env.PORT, 4000, 'PORT');
  const publicUrl = withoutTrailingSlash(overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`);
  const localIdp = overrides.localIdp ?? flag(env.LOCAL_IDP, true);
  const oidcIssuer = withoutTrailingSlash(overrides.oidcIssuer ?? env.OIDC_ISSUER ?? `${publicUrl}/oidc`);
  if (!localIdp && !env.OIDC_ISSUER && !overrides.oidcIssuer) throw new Error('LOCAL_IDP=false needs OIDC_ISSUER');
  return {
    port,
    // Loopback by default: the demo sign-ins share a well-known password. HOST=0.0.0.0 serves a network.
    host: env.HOST ?? 'localhost',
    publicUrl,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    // WEB_ROOT: another copy of the built files, e.g. one a journey releases a remote into (e2e/tests/release.spec.ts).
    repoRoot: env.WEB_ROOT ? path.resolve(env.WEB_ROOT) : REPO_ROOT,
    accessTokenTtlSeconds: integer(env.ACCESS_TOKEN_TTL_SECONDS, 3600, 'ACCESS_TOKEN_TTL_SECONDS'),
    uploadIdleSeconds: integer(env.UPLOAD_IDLE_TIMEOUT_SECONDS, 30, 'UPLOAD_IDLE_TIMEOUT_SECONDS'),
    demoSchools: flag(env.DEMO_SCHOOLS, false),
    localIdp,
    oidcIssuer,
    oidcAudience: env.OIDC_AUDIENCE ?? API_AUDIENCE,
    oidcClientId: env.OIDC_CLIENT_ID ?? SUITE_CLIENT_ID,
    oidcStaffMatch: staffMatchSetting(env.OIDC_MATCH_STAFF_BY, env.OIDC_USER_CLAIM),
    providerId: env.IDP_PROVIDER ?? 'homework',
    providerName: env.IDP_PROVIDER_NAME ?? 'Homework sign-in',
    productClients: productClientsSetting(env.PRODUCT_CLIENTS),
    extraOrigins: (env.EXTRA_ORIGINS ?? '').split(',').map((o) => withoutTrailingSlash(o.trim())).filter(Boolean),
    remoteOverrideOrigins: (env.REMOTE_OVERRIDE_ORIGINS ?? '').split(',').map((o) => withoutTrailingSlash(o.trim())).filter(Boolean),
    links: {
      help: env.HELP_URL ?? `${publicUrl}/help`,
      activities: env.ACTIVITIES_URL ?? `${publicUrl}/activities`,
      profile: env.PROFILE_URL ?? `${publicUrl}/profile`,
      // The other products the unauthorised page offers; a product without an address is not offered.
      ...(env.PARENT_PORTAL_URL ? { parent: env.PARENT_PORTAL_URL } : {}),
      ...(env.OPTIONS_URL ? { options: env.OPTIONS_URL } : {}),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: trustProxySetting(env.TRUST_PROXY, publicUrl),
    signInLimits: SIGN_IN_LIMITS,
    rateLimitCounterSet: env.RATE_LIMIT_COUNTER_SET ?? '',
    analyticsEventsPerMinute: integer(env.ANALYTICS_EVENTS_PER_MINUTE, 600, 'ANALYTICS_EVENTS_PER_MINUTE'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicUrl).hostname}`,
    mailWorker: flag(env.MAIL_WORKER, true),
    mailRetryBaseSeconds: integer(env.MAIL_RETRY_BASE_SECONDS, 15, 'MAIL_RETRY_BASE_SECONDS'),
    mailRetryMaxSeconds: integer(env.MAIL_RETRY_MAX_SECONDS, 600, 'MAIL_RETRY_MAX_SECONDS'),
    mailMaxAttempts: integer(env.MAIL_MAX_ATTEMPTS, 12, 'MAIL_MAX_ATTEMPTS'),
    mailConnections: integer(env.MAIL_CONNECTIONS, 5, 'MAIL_CONNECTIONS'),
    mailboxUrl: env.MAILBOX_URL || undefined,
    fileStorage: fileStorageSetting(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    drainDelaySeconds: integer(env.DRAIN_DELAY_SECONDS, 0, 'DRAIN_DELAY_SECONDS'),
    drainGraceSeconds: integer(env.DRAIN_GRACE_SECONDS, 30, 'DRAIN_GRACE_SECONDS'),
    drainRefuseReads: flag(env.DRAIN_REFUSE_READS, false),
    markingStreamsMax: integer(env.MARKING_STREAMS_MAX, 2000, 'MARKING_STREAMS_MAX'),
    markingHeartbeatSeconds: heartbeatSetting(env.MARKING_HEARTBEAT_SECONDS),
    ...overrides,
  };
}

// How password guessing at the sign-in page is slowed down (identity/sign-in-limits.ts has the
// rules and why; decision 0015). Here because the configuration is the layer below the identity
// provider.
export interface SignInLimits {
  /** Every count below runs for this long from its first failure. */
  windowMs: number;
  /** Failures per username from one client (address or trusted browser) before that client is locked for it. */
  failuresPerClient: number;
  /** Failures per username from clients it does not know before each next attempt must wait. */
  usernameFailuresBeforeDelay: number;
  /** The first wait; each failure after it doubles the wait, up to the longest. */
  firstDelayMs: number;
  longestDelayMs: number;
  /** Failures from one address, whatever the usernames, before that address is refused (password spraying). */
  failuresPerAddress: number;
  /** How long a browser that signed in stays known to the username (its trusted-device cookie). */
  trustedBrowserDays: number;
  /**
   * E-mail-first steps (home-realm discovery, decision 0034) from one address before it must wait:
   * a school's staff share an address and all sign in on a Monday morning.
   */
  discoveriesPerAddress: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  windowMs: 15 * 60 * 1000,
  // Ten, as before: a teacher who has forgotten a password tries a few; the lock now falls only on
  // the client that failed, so a lower number would protect nobody else and annoy that teacher.
  failuresPerClient: 10,
  // NIST's ceiling of 100 failed attempts per account; ten clients each at their own lock. Beyond
  // it a spread-out attack gets about one guess a minute, and the account's owner only ever waits a
  // minute, never a lock.
  usernameFailuresBeforeDelay: 100,
  firstDelayMs: 1000,
  longestDelayMs: 60 * 1000,
  // A school's staff share an address and mistype, but not a hundred times in 15 minutes; one
  // address trying one password over many usernames does.
  failuresPerAddress: 100,
  // A school year, with its holidays.
  trustedBrowserDays: 365,
  // A large school's staff behind one address, each signing in at most a few times in the window.
  discoveriesPerAddress: 600,
};
