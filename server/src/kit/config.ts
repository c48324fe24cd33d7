// The server's configuration reaches services as a decorator (`app.config`), never through
// process.env inside a service.
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
  }
}

export function decorateConfig(app: FastifyInstance, config: ServerConfig): void {
  app.decorate('config', config);
}
