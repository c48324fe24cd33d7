// Every service registers its routes from the contracts' endpoints, the objects the browser (or, for
// the release API, a remote team's pipeline) calls (decision 0010): `route(HOMEWORK.get, { access: 'homework', schema }, handler)`. The endpoint gives
// the method and the path, its parameters named and typed for the handler (a string each, unless the
// schema's `params` says more); test/kit/route-paths.test.ts holds the endpoints and the routes to one set.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { paramNamesOf, type AnyRouteEndpoint, type ParamsOf } from '@homework/contracts';
import { Type } from '@homework/contracts/schemas';
import type { ContextConfigDefault, FastifyContextConfig, FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { RouteAccess } from './route-access';
import type { ServiceApp } from './typebox';

/** The parameters a handler sees: the path's names, each a string, unless the schema types them. */
type RouteParams<E, S extends FastifySchema> = S extends { params: object } ? object : { Params: ParamsOf<E> };

export interface EndpointRouteOptions<S extends FastifySchema> extends Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest'> {
  /** Who may call it (kit/route-access.ts). */
  access: RouteAccess;
  /** Its body, query string and answers (the path's parameters are made from the endpoint when left out). */
  schema?: S;
  /** The route's other config (a rate limit of its own). */
  config?: Omit<FastifyContextConfig, 'access' | 'endpoint'>;
}

type Handler<E, S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteParams<E, S>,
  ContextConfigDefault,
  S,
  TypeBoxTypeProvider
>;

/** The endpoint a route was registered from, in its config (the route-paths test reads it). */
declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: AnyRouteEndpoint;
  }
}

/** The URL of an endpoint's route: its path from the root, each parameter `:name`. */
export const urlOf = (endpoint: AnyRouteEndpoint): `/${string}` => `/${endpoint.path}`;

/**
 * The function that registers `app`'s routes from endpoints: `const route = routesOn(app);` then
 * `route(HOMEWORK.get, { access: 'homework', schema: { response: { 200: HomeworkSchema } } }, handler)`.
 */
export function routesOn(app: ServiceApp) {
  return function route<E extends AnyRouteEndpoint, S extends FastifySchema = FastifySchema>(endpoint: E, options: EndpointRouteOptions<S>, handler: Handler<E, S>): void {
    const names = paramNamesOf(endpoint.path);
    const given = (options.schema as { params?: { properties?: object } } | undefined)?.params;
    if (given && Object.keys(given.properties ?? {}).sort().join() !== [...names].sort().join())
      throw new Error(`The params schema of ${endpoint.path} names other parameters than its path.`);
    const params = names.length && !given ? { params: Type.Object(Object.fromEntries(names.map((name) => [name, Type.String()]))) } : {};
    const { access, schema, config, ...rest } = options;
    app.route({
      ...rest,
      method: endpoint.method,
      url: urlOf(endpoint),
      config: { ...config, access, endpoint },
      schema: { ...params, ...schema },
      handler: handler as RouteHandlerMethod,
    });
  };
}
