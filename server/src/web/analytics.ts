// POST /analytics/events: page views and named events from shared/analytics, kept in analytics_events.
import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent } from '@homework/contracts';
import type { Database } from '../db';

// The body is the contract's AnalyticsEvent: a page view (path) or a named event (name, properties).
// One object schema with if/then rather than oneOf: with oneOf, Fastify's removeAdditional would strip
// each branch's fields while trying the other branch.
const eventSchema = {
  type: 'object',
  required: ['type', 'occurredAt'],
  additionalProperties: false,
  properties: {
    type: { type: 'string', enum: ['pageView', 'event'] },
    path: { type: 'string', minLength: 1, maxLength: 2000 },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    properties: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 1000 },
    },
    occurredAt: { type: 'string', format: 'date-time' },
  },
  if: { properties: { type: { const: 'pageView' } } },
  then: { required: ['path'] },
  else: { required: ['name'] },
} as const;

export function registerAnalytics(app: FastifyInstance, db: Database): void {
  app.post<{ Body: AnalyticsEvent }>(
    '/analytics/events',
    {
      config: { access: 'public' },
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
      const event = request.body;
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
