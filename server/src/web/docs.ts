// OpenAPI document of every route (/docs/json) and its browsable page (/docs). Registered before
// the services so that swagger sees each route as it is added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { declarePublic } from '../kit';

export async function registerDocs(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Homework suite API',
        description: 'Every call needs a bearer access token from the suite’s identity provider; user and school come from the token.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The release API's (docs/release.md): a token the operator issued for one remote.
          deployToken: { type: 'http', scheme: 'bearer', description: 'A deploy token: npm run deploy-token -- issue <remote>' },
        },
      },
      security: [{ bearer: [] }],
    },
  });
  // The browsable page and /docs/json are public: they describe the API, they hold no data.
  await app.register(async (scope) => {
    declarePublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/docs' });
  });
}
