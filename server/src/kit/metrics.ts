// What this process counts for Prometheus (`app.metrics`, served at /metrics by operations/): each
// request by its route's pattern (never the raw address, which would make a series per id) and
// status, the bytes uploads stored, the database pool, and Node's own process metrics. The mail
// worker adds its own (workers/index.ts). Each app has its own registry: tests build several apps in
// one process.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db';

export interface Metrics {
  registry: Registry;
  /** Bytes of the files uploads stored whole. */
  uploadedBytes: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route label of a request no route matched (a 404): one series, whatever the address. */
const UNMATCHED_ROUTE = 'unmatched';

/** `db` for its pool, when it has one. */
export function decorateMetrics(app: FastifyInstance, db: Pick<Database, 'poolUse'>): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'homework_http_request_duration_seconds',
    help: 'Requests answered, by method, route pattern and status, and how long each took (its _count is the number of requests).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const uploadedBytes = new Counter({ name: 'homework_upload_bytes_total', help: 'Bytes of the files uploads stored whole.', registers: [registry] });
  const poolUse = db.poolUse;
  if (poolUse) {
    new Gauge({
      name: 'homework_db_pool_connections',
      help: 'PostgreSQL pool: connections busy and idle, and queries waiting for one.',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'busy' }, use.open - use.idle);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'waiting' }, use.waiting);
      },
    });
  }
  app.decorate('metrics', { registry, uploadedBytes });
}
