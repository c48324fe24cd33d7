// JSON request bodies: Fastify's own parser (prototype poisoning refused as configured), after a scan
// that refuses a body nested deeper than any real request. Everything that walks a body later (the
// control-character check, schema validation, a handler) then has a bounded depth: no body can make
// the server run out of stack, whichever route it is sent to.
import type { FastifyInstance } from 'fastify';
import { httpErrors } from './errors';

/**
 * How deeply a JSON body may nest objects and arrays. The deepest real request nests three levels
 * (a homework's `Attachments: [{ … }]`); this leaves room for growth and is far below a stack's reach.
 */
export const MAX_JSON_NESTING = 32;
export const TOO_DEEPLY_NESTED_MESSAGE = 'The request is nested too deeply to read.';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/** Whether JSON text nests objects and arrays more than `limit` deep: one pass, no recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (OPENERS.has(c)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(c)) {
      depth--;
    }
  }
  return false;
}

/** Replaces the default JSON parser of `app` and of every plugin registered after this. */
export function parseJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (nestsDeeperThan(text, MAX_JSON_NESTING)) return done(httpErrors.badRequest(TOO_DEEPLY_NESTED_MESSAGE), undefined);
    return parse(request, text, done);
  });
}
