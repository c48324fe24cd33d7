// Setting a password from a mailed link, and asking for one ("Forgot password?"), at the provider.
// Public pages: the link is the caller's only credential. Asking for a link answers the same words
// whether or not the account exists, and is limited per address and per name typed. The pages are
// in the person's language when the link names them (their own, else their school's), else in the one
// the sign-in page was in (its `lang`), else English (decision 0040).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@homework/contracts';
import {
  FORGOT_PASSWORD_PATH,
  PASSWORD_LINK_LIMITS,
  PASSWORD_TEXTS,
  SET_PASSWORD_PATH,
  findPasswordLink,
  passwordProblem,
  sendResetLink,
  setPasswordByLink,
} from '../domain/password-links';
import { languageOf } from '../domain/languages';
import { languageOfTag } from '../kit/messages';
import { incrementCounter } from '../kit/rate-limit-queries';
import { identityMessages } from './messages';
import { withLanguage } from './pages';
import { forgotPasswordPage, linkRefusedPage, passwordSetPage, setPasswordPage } from './password-pages';
import { hashPassword } from './passwords';
import { addressGroup, normaliseUsername } from './sign-in-limits';

/** A link that works no more: gone when it was used or ran out, not found when it never was one. */
const REFUSAL_STATUS: Record<string, number> = {
  [PASSWORD_TEXTS.unknownLink]: 404,
  [PASSWORD_TEXTS.usedLink]: 410,
  [PASSWORD_TEXTS.expiredLink]: 410,
  [PASSWORD_TEXTS.usernameTaken]: 409,
};

const setAction = (token: string) => `${SET_PASSWORD_PATH}/${encodeURIComponent(token)}`;

const digest = (name: string) => createHash('sha256').update(normaliseUsername(name)).digest('base64url').slice(0, 22);

type Send = (reply: FastifyReply, status: number, html: string) => FastifyReply;

export function registerPasswordRoutes(scope: FastifyInstance, sendPage: Send): void {
  const { config, db } = scope;
  const hide = { config: { access: 'public' as const }, schema: { hide: true } };
  const refused = (reply: FastifyReply, message: string, language: Language) =>
    sendPage(reply, REFUSAL_STATUS[message] ?? 400, linkRefusedPage(identityMessages.translate(language, message), language));
  // A link that works names nobody yet: its page is in the language of the page it came from.
  const askedIn = (request: FastifyRequest) => languageOfTag((request.query as { lang?: string } | undefined)?.lang) ?? 'en';
  const personsLanguage = async (link: { schoolId: string; staffId: string }) => (await languageOf(db, link.schoolId, link.staffId)).Active;
  const forgot = (language: Language) => ({
    action: withLanguage(FORGOT_PASSWORD_PATH, language),
    language,
    switchTo: (other: Language) => withLanguage(FORGOT_PASSWORD_PATH, other),
  });

  scope.get(FORGOT_PASSWORD_PATH, hide, async (request, reply) => sendPage(reply, 200, forgotPasswordPage(forgot(askedIn(request)))));

  scope.post<{ Body: { name?: string } }>(FORGOT_PASSWORD_PATH, hide, async (request, reply) => {
    const language = askedIn(request);
    const t = (key: Parameters<typeof identityMessages.text>[1], values?: Record<string, number>) => identityMessages.text(language, key, values);
    const name = String(request.body?.name ?? '').trim();
    if (!name) return sendPage(reply, 400, forgotPasswordPage({ ...forgot(language), error: t('password.nameMissing') }));
    const { perAddress, perName, windowMs } = PASSWORD_LINK_LIMITS;
    const set = config.rateLimitCounterSet;
    const fromAddress = await incrementCounter(db, `${set}password-link-address:${addressGroup(request.ip)}`, windowMs);
    const forName = await incrementCounter(db, `${set}password-link-name:${digest(name)}`, windowMs);
    const over = [fromAddress.current > perAddress && fromAddress.ttl, forName.current > perName && forName.ttl].filter((ttl): ttl is number => ttl !== false);
    if (over.length) {
      const waitSeconds = Math.max(1, Math.ceil(Math.max(...over) / 1000));
      reply.header('retry-after', String(waitSeconds));
      return sendPage(reply, 429, forgotPasswordPage({ ...forgot(language), name, error: t('password.tooMany', { minutes: Math.ceil(waitSeconds / 60) }) }));
    }
    await db.transaction((tx) => sendResetLink(tx, name));
    scope.outbox.wake();
    return sendPage(reply, 200, forgotPasswordPage({ ...forgot(language), sent: t('password.linkSent') }));
  });

  scope.get<{ Params: { token: string } }>(`${SET_PASSWORD_PATH}/:token`, hide, async (request, reply) => {
    const link = await findPasswordLink(db, request.params.token);
    if ('refused' in link) return refused(reply, link.refused, askedIn(request));
    const language = await personsLanguage(link);
    return sendPage(reply, 200, setPasswordPage({ action: setAction(request.params.token), username: link.username, language }));
  });

  scope.post<{ Params: { token: string }; Body: { password?: string; again?: string } }>(`${SET_PASSWORD_PATH}/:token`, hide, async (request, reply) => {
    const link = await findPasswordLink(db, request.params.token);
    if ('refused' in link) return refused(reply, link.refused, askedIn(request));
    const language = await personsLanguage(link);
    const problem = passwordProblem(String(request.body?.password ?? ''), String(request.body?.again ?? ''));
    if (problem) {
      const error = identityMessages.translate(language, problem);
      return sendPage(reply, 400, setPasswordPage({ action: setAction(request.params.token), username: link.username, error, language }));
    }
    const passwordHash = await hashPassword(String(request.body?.password));
    const done = await db.transaction((tx) => setPasswordByLink(tx, request.params.token, passwordHash));
    if ('refused' in done) return refused(reply, done.refused, language);
    return sendPage(reply, 200, passwordSetPage({ username: done.username, signInUrl: `${config.publicUrl}/`, language }));
  });
}
