// POST /analytics/events: page views and named events from shared/analytics, kept in analytics_events.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS, type AnalyticsEvent } from '@homework/contracts';
import type { Database } from '../db';
import { databaseRateLimitStore, routesOn, typed } from '../kit';

/** An event names at most this many properties (the spec's events carry one or two). */
export const ANALYTICS_MAX_PROPERTIES = 20;

// The body is the contract's AnalyticsEvent: a page view (path) or a named event (name, properties).
// One object schema with if/then rather than oneOf: with oneOf, Fastify's removeAdditional would strip
// each branch's fields while trying the other branch.
const eventSchema = {
  type: 'object',
  required: ['type', 'occurredAt'],
  additionalProperties: false,
  properties: {
    // Each description names its field in a refusal's sentence (kit/validation).
    type: { type: 'string', enum: ['pageView', 'event'], description: 'kind of event' },
    path: { type: 'string', minLength: 1, maxLength: 2000, description: 'page address' },
    name: { type: 'string', minLength: 1, maxLength: 200, description: 'event name' },
    properties: {
      description: 'event details',
      type: 'object',
      maxProperties: ANALYTICS_MAX_PROPERTIES,
      propertyNames: { maxLength: 100 },
      additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 500 },
    },
    occurredAt: { type: 'string', format: 'date-time', description: 'time of the event' },
  },
  if: { properties: { type: { const: 'pageView' } } },
  then: { required: ['path'] },
  else: { required: ['name'] },
} as const;

export const ANALYTICS_TOO_MANY = 'Too many analytics events from this address. Please try again in a minute.';
// The largest event the schema allows is under 16 KiB; anything bigger is refused before parsing.
const BODY_LIMIT_BYTES = 16 * 1024;

export interface AnalyticsLimit {
  /** Events per address per minute: far above what a school's staff send from one address. */
  perMinute: number;
  /** The rate-limit counter set the keys are prefixed with (config.rateLimitCounterSet). */
  counterSet: string;
}

/**
 * Anyone may send events (the signed-out pages do), so they are limited per address and in size.
 * The counts are kept in the database, so several server processes do not multiply the limit.
 */
export async function registerAnalytics(app: FastifyInstance, db: Database, limit: AnalyticsLimit): Promise<void> {
  await app.register(async (scope) => registerEventRoute(scope, db, limit));
}

async function registerEventRoute(app: FastifyInstance, db: Database, limit: AnalyticsLimit): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db),
    keyGenerator: (request) => `${limit.counterSet}analytics-address:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({ statusCode: 429, message: ANALYTICS_TOO_MANY, retryAfter: context.after }),
  });
  routesOn(typed(app))(
    ANALYTICS.events,
    {
      access: 'public',
      config: { rateLimit: { max: limit.perMinute, timeWindow: '1 minute' } },
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view or a named event',
        description: 'Signed-out pages send events without a token; a token that is sent must be valid, and its school is recorded.',
        body: eventSchema,
        response: { 204: { type: 'null', description: 'Recorded' } },
      },
      // The token is optional here (the signed-out page records its view too), but never ignored.
      onRequest: async (request, reply) => (request.headers.authorization ? app.authenticate(request, reply) : undefined),
    },
    async (request, reply) => {
      const event = request.body as AnalyticsEvent;
      await db.query(
        'insert into analytics_events (school_id, type, name, path, properties, occurred_at) values ($1, $2, $3, $4, $5, $6)',
        [
          request.identity?.schoolId ?? null,
          event.type,
          event.type === 'event' ? event.name : null,
          event.type === 'pageView' ? event.path : null,
          JSON.stringify(event.type === 'event' ? (event.properties ?? {}) : {}),
          event.occurredAt,
        ],
      );
      return reply.code(204).send();
    },
  );
}
