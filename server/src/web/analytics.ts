// POST /analytics/events: page views and named events from shared/analytics, kept in analytics_events.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';

interface AnalyticsEvent {
  kind: 'pageview' | 'event';
  name: string;
  path?: string | null;
  properties?: Record<string, string | number | boolean>;
}

const eventSchema = {
  type: 'object',
  required: ['kind', 'name'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['pageview', 'event'] },
    name: { type: 'string', minLength: 1, maxLength: 200 },
    path: { type: ['string', 'null'], maxLength: 2000 },
    properties: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: 1000 },
    },
  },
} as const;

export function registerAnalytics(app: FastifyInstance, db: Database): void {
  app.post<{ Body: AnalyticsEvent }>(
    '/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record a page view or a named event',
        description: 'Signed-out pages send events without a token; with a token it must be valid, and the school is recorded.',
        body: eventSchema,
        response: { 204: { type: 'null', description: 'Recorded' } },
      },
      // The token is optional here (the signed-out page records its view too), but never ignored.
      onRequest: async (request, reply) => {
        if (request.headers.authorization) return app.authenticate(request, reply);
        return undefined;
      },
    },
    async (request, reply) => {
      const { kind, name, path = null, properties = {} } = request.body;
      await db.query('insert into analytics_events (school_id, kind, name, path, properties) values ($1, $2, $3, $4, $5)', [
        request.identity?.schoolId ?? null,
        kind,
        name,
        path,
        JSON.stringify(properties),
      ]);
      return reply.code(204).send();
    },
  );
}
