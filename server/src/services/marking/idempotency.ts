// A marking change sent again (decision 0030): the browser keeps the changes made offline and sends
// them, in order, when the connection returns, each with an Idempotency-Key. A change the server
// applied before its answer was lost is then answered from what was kept, with no second write, event
// or mail. Without the header a change is made as it always was.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@homework/contracts';
import type { Database, Queryable } from '../../db';
import { caller, httpErrors } from '../../kit';
import { claimKey, keepAnswer } from './queries/idempotency';
import { KEY_NOT_VALID, KEY_USED_FOR_ANOTHER_CHANGE } from './messages';

/** Printable ASCII without spaces, as a UUID or any client's own scheme writes it. */
const KEY = /^[!-~]{1,200}$/;

/**
 * Runs `change` in one transaction. With an Idempotency-Key, the key is claimed first and the
 * answer kept with it before the commit; the same key again answers the kept answer (a different
 * change under it is refused, 422). A change refused (a 4xx) keeps nothing: sent again, it is decided
 * again.
 */
export async function changeOnce<T>(db: Database, request: FastifyRequest, reply: FastifyReply, change: (tx: Queryable) => Promise<T>): Promise<T> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return db.transaction(change);
  if (typeof header !== 'string' || !KEY.test(header)) throw httpErrors.badRequest(KEY_NOT_VALID);
  const { schoolId, userId } = caller(request);
  const requestHash = createHash('sha256').update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`).digest('hex');
  const done = await db.transaction(async (tx) => {
    const kept = await claimKey(tx, schoolId, userId, header, requestHash);
    if (kept) {
      if (kept.request_hash !== requestHash) throw httpErrors.unprocessableEntity(KEY_USED_FOR_ANOTHER_CHANGE);
      return { status: kept.status ?? 200, answer: kept.answer as T };
    }
    const answer = await change(tx);
    await keepAnswer(tx, schoolId, userId, header, 200, answer);
    return { status: 200, answer };
  });
  reply.code(done.status);
  return done.answer;
}
