// Routes typed from their TypeBox schemas (shared/schemas): the schema a route validates with is
// the type its handler sees.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

export type ServiceApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export const typed = (app: FastifyInstance): ServiceApp => app.withTypeProvider<TypeBoxTypeProvider>();
