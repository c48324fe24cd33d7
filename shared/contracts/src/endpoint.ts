// A call of the API, written once (decision 0010): the service it goes to, its method, its path with
// its parameters named (`v3/HomeworkManagement/GetHomework/:id`) and the types of what it sends and
// answers. The browser calls it (`api.call(HOMEWORK.get, { id })`, @homework/platform/api), the
// platform's queries are made from it, and the server registers its route from it (`route()` in the
// server's kit), so neither side writes a service name or a path again. Types only: the schemas that
// validate a call are the server's (./schemas), so TypeBox stays out of the browser.
import type { PipelineServiceName, ServiceName } from './services';

/** The methods of the API. The browser's client sends GET, POST and DELETE; a PUT is only ever the release pipeline's (releases.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** What the browser's client sends. */
export type BrowserMethod = Exclude<HttpMethod, 'PUT'>;
/** Whom a call goes to: one of the browser's services, or the release API, which only a pipeline calls. */
export type EndpointService = ServiceName | PipelineServiceName;

/**
 * 'json' by default. 'file': the answer is a file's bytes (a Blob). 'upload': the body is a multipart
 * form (a FormData), sent with its progress. 'events': the answer is a stream of server-sent events
 * (text/event-stream) that stays open, each event's data of the answer's type, read with fetch.
 */
export type EndpointKind = 'json' | 'file' | 'upload' | 'events';

/** The names of a path's parameters: `'a/:id/b/:name'` is `'id' | 'name'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface Endpoint<
  Path extends string = string,
  Method extends HttpMethod = HttpMethod,
  Body = unknown,
  Answer = unknown,
  Query = unknown,
  As extends EndpointKind = EndpointKind,
  Service extends EndpointService = ServiceName,
> {
  readonly service: Service;
  readonly method: Method;
  /** Relative to the service's base URL, each parameter named `:name`. */
  readonly path: Path;
  readonly as: As;
  /**
   * Types only, never set: what the call sends, answers and takes as its query string. A file's
   * answer (a Blob) and an upload's body (a FormData) are the browser's types, given by the platform.
   */
  readonly types?: { body: Body; answer: Answer; query: Query };
}

/** Any endpoint the browser may call, whatever it sends and answers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the types of a particular endpoint are its own
export type AnyEndpoint = Endpoint<string, BrowserMethod, any, any, any>;
/** Any endpoint the server answers: the browser's, and the release pipeline's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the types of a particular endpoint are its own
export type AnyRouteEndpoint = Endpoint<string, HttpMethod, any, any, any, EndpointKind, EndpointService>;

export type PathOf<E> = E extends { path: infer Path extends string } ? Path : never;
export type BodyOf<E> = E extends { types?: { body: infer Body } } ? Body : never;
export type AnswerOf<E> = E extends { types?: { answer: infer Answer } } ? Answer : never;
export type QueryOf<E> = E extends { types?: { query: infer Query } } ? Query : never;
/** The endpoint's path parameters by name, each a string. */
export type ParamsOf<E> = { [Name in ParamNames<PathOf<E>>]: string };

/** A type, given where a value is written: `answer: of<Homework>()`. No value is made. */
export function of<T>(): T {
  return undefined as unknown as T;
}

interface EndpointSpec<Path extends string, Method extends HttpMethod, Body, Answer, Query, As extends EndpointKind, Service extends EndpointService> {
  service: Service;
  method: Method;
  path: Path;
  as?: As;
  body?: Body;
  answer?: Answer;
  query?: Query;
}

/**
 * An endpoint of the API: `endpoint({ service: 'homework', method: 'GET', path: 'v3/…/GetHomework/:id',
 * answer: of<Homework>() })`. A call without a body sends none; one without an answer's type
 * answers `unknown`.
 */
export function endpoint<
  const Path extends string,
  Method extends HttpMethod,
  Body = undefined,
  Answer = unknown,
  Query = undefined,
  As extends EndpointKind = 'json',
  const Service extends EndpointService = ServiceName,
>(spec: EndpointSpec<Path, Method, Body, Answer, Query, As, Service>): Endpoint<Path, Method, Body, Answer, Query, As, Service> {
  return { service: spec.service, method: spec.method, path: spec.path, as: spec.as ?? ('json' as As) };
}

/** Whether a value is an endpoint (the contracts' endpoints are found by this, in the tests). */
export const isEndpoint = (value: unknown): value is AnyRouteEndpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AnyRouteEndpoint).path === 'string' &&
  typeof (value as AnyRouteEndpoint).service === 'string' &&
  ['GET', 'POST', 'PUT', 'DELETE'].includes((value as AnyRouteEndpoint).method);

/** The names of a path's parameters in order: `'a/:id/b/:name'` is `['id', 'name']`. */
export const paramNamesOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

/**
 * The address of a call, relative to its service: each `:name` filled with its parameter, encoded,
 * and the query string's values that are given (a null or undefined one is left out).
 */
export function addressOf(path: string, params: Record<string, string | number> = {}, query?: object): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    if (params[name] === undefined) throw new Error(`The path ${path} needs its parameter ${name}.`);
    return encodeURIComponent(String(params[name]));
  });
  if (!query) return filled;
  const text = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return text ? `${filled}?${text}` : filled;
}

/** The address of a call of `endpoint`, relative to its service (what the client sends it to). */
export function pathOf<E extends AnyRouteEndpoint>(endpoint: E, params?: ParamsOf<E>, query?: QueryOf<E> & object): string {
  return addressOf(endpoint.path, params as Record<string, string> | undefined, query);
}
