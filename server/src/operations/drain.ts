// Stopping without failing anyone (SIGTERM): answer "not ready" at once, keep serving for
// DRAIN_DELAY_SECONDS while a balancer notices, then stop listening (the mail worker stops claiming as
// the close begins) and let the requests in hand finish for up to DRAIN_GRACE_SECONDS.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Each open connection and how many of its answers are not yet written whole, from the start, so that
 * a drain can close a connection only once it has nothing left to write.
 */
export class Connections {
  private readonly answers = new Map<Socket, number>();
  private closing = false;

  constructor(server: Server) {
    server.on('connection', (socket: Socket) => {
      this.answers.set(socket, 0);
      socket.once('close', () => this.answers.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const { socket } = request;
      this.answers.set(socket, (this.answers.get(socket) ?? 0) + 1);
      response.once('close', () => this.written(socket));
    });
  }

  /** Closes each connection with nothing to write now, and each other once its answers are written. */
  closeIdle(): void {
    this.closing = true;
    for (const [socket, answers] of this.answers) if (answers === 0) socket.destroy();
  }

  private written(socket: Socket): void {
    const answers = this.answers.get(socket);
    if (answers === undefined) return;
    this.answers.set(socket, answers - 1);
    if (answers === 1 && this.closing) socket.destroy();
  }
}

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
  // Node's server.close(), which app.close() calls, destroys at once every connection with no
  // request in hand, and one whose answer has ended but is still being written counts as one: the end
  // of that answer would be cut. Such a connection is closed once its answer is written instead.
  app.server.closeIdleConnections = () => app.lifecycle.connections.closeIdle();
  try {
    await app.close();
  } finally {
    clearTimeout(grace);
  }
  return !cut;
}

