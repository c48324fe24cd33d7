// Setting a password from a mailed link, and asking for one ("Forgot password?"), at the provider.
// Public pages: the link is the caller's only credential. Asking for a link answers the same words
// whether or not the account exists, and is limited per address and per name typed.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { incrementCounter } from '../kit/rate-limit-queries';
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
  const refused = (reply: FastifyReply, message: string) => sendPage(reply, REFUSAL_STATUS[message] ?? 400, linkRefusedPage(message));

  scope.get(FORGOT_PASSWORD_PATH, hide, async (_request, reply) => sendPage(reply, 200, forgotPasswordPage({ action: FORGOT_PASSWORD_PATH })));

  scope.post<{ Body: { name?: string } }>(FORGOT_PASSWORD_PATH, hide, async (request, reply) => {
    const name = String(request.body?.name ?? '').trim();
    if (!name) return sendPage(reply, 400, forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, error: PASSWORD_TEXTS.nameMissing }));
    const { perAddress, perName, windowMs } = PASSWORD_LINK_LIMITS;
    const set = config.rateLimitCounterSet;
    const fromAddress = await incrementCounter(db, `${set}password-link-address:${addressGroup(request.ip)}`, windowMs);
    const forName = await incrementCounter(db, `${set}password-link-name:${digest(name)}`, windowMs);
    const over = [fromAddress.current > perAddress && fromAddress.ttl, forName.current > perName && forName.ttl].filter((ttl): ttl is number => ttl !== false);
    if (over.length) {
      const waitSeconds = Math.max(1, Math.ceil(Math.max(...over) / 1000));
      reply.header('retry-after', String(waitSeconds));
      return sendPage(reply, 429, forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, name, error: PASSWORD_TEXTS.tooManyRequests(Math.ceil(waitSeconds / 60)) }));
    }
    await db.transaction((tx) => sendResetLink(tx, name));
    scope.outbox.wake();
    return sendPage(reply, 200, forgotPasswordPage({ action: FORGOT_PASSWORD_PATH, sent: PASSWORD_TEXTS.linkSent }));
  });

  scope.get<{ Params: { token: string } }>(`${SET_PASSWORD_PATH}/:token`, hide, async (request, reply) => {
    const link = await findPasswordLink(db, request.params.token);
    if ('refused' in link) return refused(reply, link.refused);
    return sendPage(reply, 200, setPasswordPage({ action: setAction(request.params.token), username: link.username }));
  });

  scope.post<{ Params: { token: string }; Body: { password?: string; again?: string } }>(`${SET_PASSWORD_PATH}/:token`, hide, async (request, reply) => {
    const link = await findPasswordLink(db, request.params.token);
    if ('refused' in link) return refused(reply, link.refused);
    const problem = passwordProblem(String(request.body?.password ?? ''), String(request.body?.again ?? ''));
    if (problem) return sendPage(reply, 400, setPasswordPage({ action: setAction(request.params.token), username: link.username, error: problem }));
    const passwordHash = await hashPassword(String(request.body?.password));
    const done = await db.transaction((tx) => setPasswordByLink(tx, request.params.token, passwordHash));
    if ('refused' in done) return refused(reply, done.refused);
    return sendPage(reply, 200, passwordSetPage({ username: done.username, signInUrl: `${config.publicUrl}/` }));
  });
}
