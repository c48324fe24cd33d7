// What a load balancer and an operator call (docs/operations.md): /health/live and /health/ready,
// public, cheap, left out of the request log and never rate-limited; /metrics for Prometheus, with the
// operator's token. The drain on SIGTERM is in drain.ts.
import type { FastifyInstance } from 'fastify';
import { tagRoutes } from '../kit';
import { Connections } from './drain';
import { READY, readinessOf } from './readiness';

export { drain } from './drain';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `draining` from the moment a drain begins (readiness answers 503 from then on); the open
     * connections, which the drain closes once each has nothing left to write (drain.ts).
     */
    lifecycle: { draining: boolean; connections: Connections };
  }
}

/** Probes come every few seconds from every balancer: never a line in the request log. */
const QUIET = 'warn';
/** What a proxy may send again to another process once sent (nginx's idempotent methods, less the rare ones). */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerOperations(app: FastifyInstance): Promise<void> {
  app.decorate('lifecycle', { draining: false, connections: new Connections(app.server) });
  // DRAIN_REFUSE_READS (docs/operations.md): once draining, a read is answered 503 before any work, so
  // the proxy sends it to another process and, counting a failure, sends this one nothing more; a
  // write, which the proxy cannot send again, is still served until the listener closes.
  if (app.config.drainRefuseReads) {
    app.addHook('onRequest', async (request, reply) => {
      if (!app.lifecycle.draining || !READS.has(request.method) || request.url.startsWith('/health/')) return;
      return reply.code(503).header('retry-after', '1').header('cache-control', 'no-store').send({ error: 'draining' });
    });
  }
  await app.register(async (scope) => {
    tagRoutes(scope, 'operations');
    const readiness = readinessOf(app);

    scope.get(
      '/health/live',
      { config: { access: 'public' }, logLevel: QUIET, schema: { summary: 'The process answers' } },
      async (_request, reply) => reply.header('cache-control', 'no-store').send({ live: true }),
    );

    scope.get(
      '/health/ready',
      { config: { access: 'public' }, logLevel: QUIET, schema: { summary: 'The process should be sent requests: database, migrations, file storage, not draining' } },
      async (_request, reply) => {
        const checks = await readiness();
        const ready = Object.values(checks).every((check) => check === READY);
        return reply.code(ready ? 200 : 503).header('cache-control', 'no-store').send({ ready, checks });
      },
    );

    scope.get(
      '/metrics',
      { config: { access: 'operator' }, logLevel: QUIET, schema: { summary: "Prometheus' text format; the bearer token is METRICS_TOKEN" } },
      async (_request, reply) => reply.header('content-type', app.metrics.registry.contentType).send(await app.metrics.registry.metrics()),
    );
  });
}
