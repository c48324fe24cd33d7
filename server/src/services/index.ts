import type { FastifyInstance } from 'fastify';

// Stub: the services engineer replaces this with the spec's service plugins.
export async function registerServices(app: FastifyInstance): Promise<void> {}
