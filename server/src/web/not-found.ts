// What the server answers for a path it has no route for. The suite's pages live behind '#/' (01 §2
// "Routes are hash based"), so an address typed or pasted without it — /homework/all-homework — would
// end on a JSON error; a browser asking for a page is sent to the suite at that route instead. API
// clients, scripts and images keep their JSON 404.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The last segment names a file (main.js, robots.txt): a missing file stays missing. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

/** A browser's own request for a page asks for HTML (Accept: text/html,…); fetch and scripts do not. */
const asksForPage = (accept: string | undefined) => /(?:^|,)\s*text\/html\b/i.test(accept ?? '');

/**
 * The suite's address for a page asked for without '#/' (`/homework/all-homework?x=1` →
 * `/#/homework/all-homework?x=1`, the query kept for the route), or null when the request is not a
 * browser asking for a page.
 */
export function suiteAddressFor(method: string, url: string, accept: string | undefined): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  if (!asksForPage(accept)) return null;
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path === '/' || FILE_NAME.test(path)) return null;
  // Always '/#…' on our own origin, whatever the path holds ('//other.example' included).
  return `/#${path}${queryAt < 0 ? '' : url.slice(queryAt)}`;
}

/** The server's one not-found answer: the suite at that route for a page, else a JSON 404. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const address = suiteAddressFor(request.method, request.url, request.headers.accept);
  if (address) return reply.header('cache-control', 'no-cache').redirect(address, 302);
  return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}
