// Signing in with the school's own provider (decision 0034): the e-mail-first step sends a teacher
// whose e-mail domain belongs to a school's provider there (home-realm discovery), and anyone else to
// the password page; the return is checked by openid-client (upstream.ts), matched to that school's
// staff only, and finished as a sign-in of our provider, which issues the suite's tokens as before.
// Sign-out ends our session, then the school provider's where it offers that.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { POST_LOGOUT_PATH, type Language } from '@homework/contracts';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db';
import { incrementCounter } from '../kit/rate-limit-queries';
import { databaseAdapter } from './database-adapter';
import { identityMessages } from './messages';
import { emailFirstPage, interactionIn, interactionLanguage, schoolChoicePage, schoolSignInProblemPage, signInPage, withLanguage } from './pages';
import { INTERACTION_PATH, OIDC_PREFIX } from './provider';
import { addressGroup, tooManySignIns } from './sign-in-limits';
import { brokeredAccountId, domainOf, schoolProviderOf, schoolProvidersForDomain, staffOfSchool, type SchoolProvider } from './school-providers';
import { UpstreamFailure, finishUpstream, startUpstream, upstreamSignOut } from './upstream';

/** Where every school's provider sends the browser back: the one redirect URI a trust's IT team registers. */
export const SCHOOL_CALLBACK_PATH = `${INTERACTION_PATH}/school-callback`;
/** Where a school's provider sends the browser after signing out there: the one post-logout URI they register. */
export const SCHOOL_SIGNED_OUT_PATH = `${INTERACTION_PATH}/school-signed-out`;

const STATE_COOKIE = 'homework_school_sign_in';
const SESSION_COOKIE = 'homework_school_session';
const SESSION_COOKIE_PATH = `${OIDC_PREFIX}/session`;
const STARTED_TTL_SECONDS = 10 * 60;
const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60; // the provider's own session's

/**
 * The cookie to clear when a browser signs in with a password: one that had signed in with its
 * school before has no school's provider to visit at its next sign-out. (Sent whatever the browser
 * holds: the cookie's path is the sign-out's, so the sign-in page never sees it.)
 */
export const forgetSchoolSession = (publicUrl: string) =>
  `${SESSION_COOKIE}=; Path=${SESSION_COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${publicUrl.startsWith('https:') ? '; Secure' : ''}`;

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface SchoolSignInOptions {
  provider: Provider;
  sealingKey: Buffer;
  prefetch: () => Promise<string[]>;
  interactionOrExpired: (request: FastifyRequest, reply: FastifyReply) => Promise<Interaction | undefined>;
  sendPage: (reply: FastifyReply, status: number, html: string) => FastifyReply;
}

interface Started {
  uid: string;
  schoolId: string;
  verifier: string;
  /** The upstream's state (the adapter's payload keeps `state` for its own). */
  upstreamState: string;
  nonce: string;
  /** The sign-in pages' language, for the pages after the school's provider. */
  language?: Language;
}

/** The routes of the school sign-in, in the identity provider's scope (its form bodies parsed). */
export function registerSchoolSignIn(scope: FastifyInstance, config: ServerConfig, db: Queryable, options: SchoolSignInOptions): void {
  const { provider, sealingKey, sendPage } = options;
  const store = databaseAdapter(db);
  const started = store('SchoolSignIn');
  const finished = store('SchoolSignInResult');
  const sessions = store('SchoolSession');
  const signOuts = store('SchoolSignOut');
  const hide = { config: { access: 'public' as const }, schema: { hide: true } };
  const secure = config.publicUrl.startsWith('https:');
  const cookie = (name: string, value: string, path: string, maxAge: number) =>
    `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const suite = `${config.publicUrl}/`;
  const problem = (reply: FastifyReply, status: number, message: string, language: Language) => sendPage(reply, status, schoolSignInProblemPage(message, suite, language));
  const say = (language: Language, key: Parameters<typeof identityMessages.text>[1], values?: Record<string, string>) => identityMessages.text(language, key, values);
  const limits = config.signInLimits;
  // A failure after the school's provider (no such member of staff, a token that does not check)
  // counts towards the address's limit, as a wrong password does (sign-in-guard.ts).
  const countFailure = (ip: string) => incrementCounter(db, `${config.rateLimitCounterSet}sign-in-address:${addressGroup(ip)}`, limits.windowMs);

  scope.post<{ Params: { uid: string }; Body: { name?: string } }>(`${INTERACTION_PATH}/:uid/email`, hide, async (request, reply) => {
    const details = await options.interactionOrExpired(request, reply);
    if (!details) return reply;
    const name = String(request.body?.name ?? '').trim();
    const language = interactionLanguage(request.query, details);
    const switchTo = interactionIn(details.uid);
    const action = withLanguage(`${INTERACTION_PATH}/${details.uid}/email`, language);
    // Discovery answers the same for every address of a domain, so it tells nothing about who exists;
    // it is counted per address all the same, so that nobody walks the table of domains at speed.
    const asked = await incrementCounter(db, `${config.rateLimitCounterSet}sign-in-discovery:${addressGroup(request.ip)}`, limits.windowMs);
    if (asked.current > limits.discoveriesPerAddress) {
      const waitSeconds = Math.max(1, Math.ceil(asked.ttl / 1000));
      reply.header('retry-after', String(waitSeconds));
      return sendPage(reply, 429, emailFirstPage({ action, name, error: tooManySignIns(waitSeconds, language), language, switchTo }));
    }
    const domain = domainOf(name);
    const schools = domain ? await schoolProvidersForDomain(db, sealingKey, domain) : [];
    if (schools.length === 0) {
      return sendPage(
        reply,
        200,
        signInPage({
          action: withLanguage(`${INTERACTION_PATH}/${details.uid}/login`, language),
          username: name,
          prefetch: await options.prefetch(),
          otherAccount: `${INTERACTION_PATH}/${details.uid}`,
          language,
          switchTo,
        }),
      );
    }
    // A domain several schools of a trust share: which school (its provider, its staff) is the teacher's.
    if (schools.length > 1) {
      const choices = schools.map((school) => ({ id: school.schoolId, name: school.schoolName }));
      const choiceAction = withLanguage(`${INTERACTION_PATH}/${details.uid}/school-choice`, language);
      return sendPage(reply, 200, schoolChoicePage({ action: choiceAction, name, schools: choices, otherAccount: `${INTERACTION_PATH}/${details.uid}`, language }));
    }
    return sendToSchool(request, reply, details.uid, schools[0], name, language);
  });

  scope.post<{ Params: { uid: string }; Body: { name?: string; school?: string } }>(`${INTERACTION_PATH}/:uid/school-choice`, hide, async (request, reply) => {
    const details = await options.interactionOrExpired(request, reply);
    if (!details) return reply;
    const name = String(request.body?.name ?? '').trim();
    const language = interactionLanguage(request.query, details);
    const domain = domainOf(name);
    const schools = domain ? await schoolProvidersForDomain(db, sealingKey, domain) : [];
    const chosen = schools.find((school) => school.schoolId === request.body?.school);
    if (!chosen) {
      const choices = schools.map((school) => ({ id: school.schoolId, name: school.schoolName }));
      if (choices.length < 2) return problem(reply, 400, say(language, 'school.expired'), language);
      const choiceAction = withLanguage(`${INTERACTION_PATH}/${details.uid}/school-choice`, language);
      const error = say(language, 'school.chooseSchool');
      return sendPage(reply, 400, schoolChoicePage({ action: choiceAction, name, schools: choices, otherAccount: `${INTERACTION_PATH}/${details.uid}`, error, language }));
    }
    return sendToSchool(request, reply, details.uid, chosen, name, language);
  });

  /** Starts the sign-in at the school's provider: the checks kept under its state, the browser sent there. */
  async function sendToSchool(request: FastifyRequest, reply: FastifyReply, uid: string, school: SchoolProvider, name: string, language: Language): Promise<FastifyReply> {
    let upstream: Awaited<ReturnType<typeof startUpstream>>;
    try {
      upstream = await startUpstream(school, `${config.publicUrl}${SCHOOL_CALLBACK_PATH}`, name);
    } catch (error) {
      return failed(request, reply, error, school.schoolId, language);
    }
    const { verifier, state, nonce } = upstream.checks;
    const record: Started = { uid, schoolId: school.schoolId, verifier, upstreamState: state, nonce, language };
    await started.upsert(state, { ...record }, STARTED_TTL_SECONDS);
    reply.raw.appendHeader('set-cookie', cookie(STATE_COOKIE, state, SCHOOL_CALLBACK_PATH, STARTED_TTL_SECONDS));
    return reply.header('cache-control', 'no-store').redirect(upstream.url, 303);
  }

  scope.get<{ Querystring: { state?: string } }>(SCHOOL_CALLBACK_PATH, hide, async (request, reply) => {
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    // The state came back to the browser that started this sign-in (its cookie), once.
    const fromThisBrowser = state !== '' && cookieOf(request, STATE_COOKIE) === state;
    const record = fromThisBrowser ? ((await started.find(state)) as unknown as Started | undefined) : undefined;
    reply.raw.appendHeader('set-cookie', cookie(STATE_COOKIE, '', SCHOOL_CALLBACK_PATH, 0));
    if (!record) return problem(reply, 400, say('en', 'school.expired'), 'en');
    await started.destroy(state);
    const language = record.language ?? 'en';
    const school = await schoolProviderOf(db, sealingKey, record.schoolId);
    if (!school) return problem(reply, 400, say(language, 'school.expired'), language);
    let answer: Awaited<ReturnType<typeof finishUpstream>>;
    try {
      answer = await finishUpstream(school, new URL(request.raw.url ?? '/', config.publicUrl), { verifier: record.verifier, state: record.upstreamState, nonce: record.nonce });
    } catch (error) {
      await countFailure(request.ip);
      return failed(request, reply, error, school.schoolId, language);
    }
    const value = answer.claims[school.claim];
    if (typeof value !== 'string' || value.trim() === '') {
      request.log.warn({ schoolId: school.schoolId, claim: school.claim }, 'school sign-in: the ID token does not carry the claim that matches staff');
      return problem(reply, 502, say(language, 'school.noClaim', { by: school.matchStaffBy }), language);
    }
    const staff = await staffOfSchool(db, school.schoolId, school.matchStaffBy, value);
    if (staff === 'none' || staff === 'several') {
      await countFailure(request.ip);
      request.log.info({ schoolId: school.schoolId, found: staff }, 'school sign-in: no one member of staff matches');
      const schoolName = (await db.query<{ name: string }>('select name from schools where id = $1', [school.schoolId])).rows[0]?.name ?? school.label;
      return problem(reply, 403, say(language, 'school.noStaff', { school: schoolName, by: school.matchStaffBy, value }), language);
    }
    await finished.upsert(record.uid, { accountId: brokeredAccountId(school.schoolId, staff.id), schoolId: school.schoolId, idToken: answer.idToken }, 120);
    return reply.header('cache-control', 'no-store').redirect(withLanguage(`${INTERACTION_PATH}/${record.uid}/school`, language), 303);
  });

  scope.get<{ Params: { uid: string } }>(`${INTERACTION_PATH}/:uid/school`, hide, async (request, reply) => {
    const details = await options.interactionOrExpired(request, reply);
    if (!details) return reply;
    // Only the browser holding this interaction's cookie reaches here with its uid (interactionDetails).
    const result = (await finished.find(details.uid)) as { accountId?: string; schoolId?: string; idToken?: string } | undefined;
    if (!result?.accountId || !result.schoolId) {
      const language = interactionLanguage(request.query, details);
      return problem(reply, 400, say(language, 'school.expired'), language);
    }
    await finished.destroy(details.uid);
    const sessionId = randomBytes(24).toString('base64url');
    await sessions.upsert(sessionId, { schoolId: result.schoolId, idToken: result.idToken }, SESSION_TTL_SECONDS);
    reply.raw.appendHeader('set-cookie', cookie(SESSION_COOKIE, sessionId, SESSION_COOKIE_PATH, SESSION_TTL_SECONDS));
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId: result.accountId } }, { mergeWithLastSubmission: false });
    return reply.redirect(returnTo, 303);
  });

  scope.get<{ Querystring: { state?: string } }>(SCHOOL_SIGNED_OUT_PATH, hide, async (request, reply) => {
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    const record = state ? ((await signOuts.find(state)) as { returnTo?: string } | undefined) : undefined;
    if (record) await signOuts.destroy(state);
    return reply.header('cache-control', 'no-store').redirect(record?.returnTo ?? `${config.publicUrl}${POST_LOGOUT_PATH}`, 303);
  });

  // Sign-out: once our provider has ended its session (its answer a redirect to where the suite
  // asked), the browser goes to the school's provider to sign out there too, and comes back.
  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    const confirming = ctx.method === 'POST' && ctx.path === '/session/end/confirm';
    const sessionId = confirming ? ctx.cookies.get(SESSION_COOKIE, { signed: false }) : undefined;
    await next();
    if (!sessionId || ctx.status < 300 || ctx.status >= 400) return;
    const session = (await sessions.find(sessionId)) as { schoolId?: string; idToken?: string } | undefined;
    await sessions.destroy(sessionId);
    ctx.cookies.set(SESSION_COOKIE, null, { path: SESSION_COOKIE_PATH, signed: false });
    const school = session?.schoolId ? await schoolProviderOf(db, sealingKey, session.schoolId) : undefined;
    if (!school) return;
    const state = randomBytes(16).toString('base64url');
    let upstream: string | undefined;
    try {
      upstream = await upstreamSignOut(school, session?.idToken, `${config.publicUrl}${SCHOOL_SIGNED_OUT_PATH}`, state);
    } catch (error) {
      // Our session is over whatever their provider says: the teacher is signed out of Homework.
      scope.log.warn({ schoolId: school.schoolId, reason: (error as Error).message }, 'school sign-out: the school provider could not be asked');
      return;
    }
    if (!upstream) return;
    await signOuts.upsert(state, { returnTo: ctx.response.get('location') }, STARTED_TTL_SECONDS);
    ctx.status = 303;
    ctx.redirect(upstream);
  });

  function failed(request: FastifyRequest, reply: FastifyReply, error: unknown, schoolId: string, language: Language): FastifyReply {
    if (!(error instanceof UpstreamFailure)) throw error;
    request.log.warn({ schoolId, problem: error.problem, reason: error.reason }, 'school sign-in failed');
    const status = error.problem === 'down' ? 503 : error.problem === 'misconfigured' ? 502 : 403;
    return problem(reply, status, say(language, `school.${error.problem}`), language);
  }
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
