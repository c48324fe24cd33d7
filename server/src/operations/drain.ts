// Stopping without failing anyone (SIGTERM): answer "not ready" at once, keep serving for
// DRAIN_DELAY_SECONDS while a balancer notices, then stop listening (the mail worker stops claiming as
// the close begins) and let the requests in hand finish for up to DRAIN_GRACE_SECONDS.
import type { FastifyInstance } from 'fastify';

/** Answers whether every request in hand finished (false: the grace period ran out and the rest were cut). */
export async function drain(app: FastifyInstance): Promise<boolean> {
  const { drainDelaySeconds, drainGraceSeconds } = app.config;
  app.lifecycle.draining = true;
  await new Promise((resolve) => setTimeout(resolve, drainDelaySeconds * 1000));
  let cut = false;
  const grace = setTimeout(() => {
    cut = true;
    app.log.warn(`requests still in hand after ${drainGraceSeconds} s: cut`);
    app.server.closeAllConnections();
  }, drainGraceSeconds * 1000);
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
  }
  return !cut;
}
