// The one error handler of the whole app: every failure answers `{ message, errors? }` in words a
// teacher understands; never a stack, never internals.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';
import { describe, keepRefusalWords, sentenceOf, type Issue, type SchemaNode } from './validation';

interface ValidationIssue {
  field: string;
  message: string;
}

type Part = 'params' | 'body' | 'querystring' | 'headers';

/** PostgreSQL error classes that mean the request's data, not the server, was at fault. */
const DATABASE_ANSWERS: { test: (code: string) => boolean; status: number; message: string }[] = [
  { test: (code) => code === '23505', status: 409, message: 'That record already exists. Reload the page and try again.' },
  { test: (code) => code === '23503', status: 409, message: 'Something this refers to no longer exists. Reload the page and try again.' },
  { test: (code) => code === '40001' || code === '40P01', status: 409, message: 'Someone else changed this at the same time. Please try again.' },
  // Class 22, data exception: out-of-range numbers, bad dates, text the database cannot hold.
  { test: (code) => code.startsWith('22'), status: 400, message: 'A value in the request is not valid. Please check what you entered.' },
];

export function errorHandler(error: FastifyError & { errors?: unknown; detail?: Record<string, unknown>; code?: string }, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    const part = (error.validationContext ?? 'body') as Part;
    const schema = (request.routeOptions.schema as Record<string, SchemaNode> | undefined)?.[part];
    const sources = { params: request.params, body: request.body, querystring: request.query, headers: request.headers };
    // An if/then schema adds 'must match "then" schema' beside the real issue: it says nothing more.
    const issues = (error.validation as Issue[]).filter((issue) => issue.keyword !== 'if');
    const words = issues.map((issue) => describe(issue, schema, sources[part]));
    const errors: ValidationIssue[] = issues.map((issue, index) => ({
      field: fieldOf(issue.instancePath, issue.params, part),
      message: sentenceOf(words[index]!, 'en'),
    }));
    keepRefusalWords(request, { errors: words });
    return reply.code(400).send({ message: errors.map((e) => e.message).join(' '), errors });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (error instanceof HttpError && error.words) keepRefusalWords(request, { message: error.words });
    return reply.code(status).send({ ...(error instanceof HttpError ? error.detail : undefined), message: error.message, ...(error.errors !== undefined ? { errors: error.errors } : {}) });
  }
  const known = typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) ? DATABASE_ANSWERS.find((a) => a.test(error.code!)) : undefined;
  if (known) {
    request.log.warn({ err: error }, 'request refused by the database');
    return reply.code(known.status).send({ message: known.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ message: 'Something went wrong on the server. Please try again.' });
}

/** `body.title`, `querystring.page`, `body.assignedTo` for a missing property. */
function fieldOf(instancePath: string, params: Record<string, unknown>, context: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof params.missingProperty === 'string') parts.push(params.missingProperty);
  if (typeof params.additionalProperty === 'string') parts.push(params.additionalProperty);
  return [context, ...parts].join('.');
}
