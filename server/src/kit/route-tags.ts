import type { FastifyInstance } from 'fastify';

/** Every route registered in `scope` from now on under one heading of the OpenAPI document; a route's own tags win. */
export function tagRoutes(scope: FastifyInstance, tag: string): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { tags: [tag], ...route.schema };
  });
}
