// Housekeeping a service does by itself (sweeps, purges): once the server is up, then every `everyMs`.
// A failure is logged, never thrown; the server's close waits for a run in progress.
import type { FastifyInstance } from 'fastify';

export function repeatWhileUp(app: FastifyInstance, everyMs: number, job: () => Promise<unknown>, failure: string): void {
  const run = () => job().catch((error) => app.log.error({ err: error }, failure));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = run();
    timer = setInterval(() => (running = run()), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
