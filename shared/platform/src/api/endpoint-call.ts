// A call of an endpoint (contracts' endpoint.ts): its address made from its path and the input's
// parameters and query, sent by the client's method its kind needs. The client's own `call` is this.
import { addressOf, type AnswerOf, type AnyEndpoint, type BodyOf, type ParamsOf, type QueryOf } from '@homework/contracts';
import type { RequestOptions, UploadOptions } from './request-options';

/** What a call sends: an upload's form, otherwise the endpoint's body. */
type CallBody<E> = E extends { as: 'upload' } ? FormData : BodyOf<E>;

/** What a call answers: a file's bytes, otherwise the endpoint's answer. */
export type CallAnswer<E> = E extends { as: 'file' } ? Blob : AnswerOf<E>;

/** What a call is given: its path parameters by name, and its `body` and `query` when it has them. */
export type CallInput<E> = ParamsOf<E> & (undefined extends CallBody<E> ? { body?: CallBody<E> } : { body: CallBody<E> }) &
  (undefined extends QueryOf<E> ? { query?: QueryOf<E> } : { query: QueryOf<E> });

/** The options of a call: an upload's take its progress. */
export type CallOptions<E> = E extends { as: 'upload' } ? UploadOptions : RequestOptions;

/** The input is left out when the call needs none. */
export type CallArgs<E> = Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>, options?: CallOptions<E>] : [input: CallInput<E>, options?: CallOptions<E>];

/** What a call is sent through: the client's methods by kind. */
export interface Transport {
  get<T>(service: AnyEndpoint['service'], path: string, options?: RequestOptions): Promise<T>;
  getBlob(service: AnyEndpoint['service'], path: string, options?: RequestOptions): Promise<Blob>;
  post<T>(service: AnyEndpoint['service'], path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(service: AnyEndpoint['service'], path: string, options?: RequestOptions): Promise<T>;
  upload<T>(service: AnyEndpoint['service'], path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

export function callThrough<E extends AnyEndpoint>(transport: Transport, endpoint: E, ...[input, options]: CallArgs<E>): Promise<CallAnswer<E>> {
  const { body, query, ...params } = (input ?? {}) as { body?: unknown; query?: object } & Record<string, string>;
  const path = addressOf(endpoint.path, params, query);
  const { service } = endpoint;
  if (endpoint.as === 'upload') return transport.upload(service, path, body as FormData, options);
  if (endpoint.as === 'file') return transport.getBlob(service, path, options) as Promise<CallAnswer<E>>;
  if (endpoint.method === 'GET') return transport.get(service, path, options);
  if (endpoint.method === 'DELETE') return transport.delete(service, path, options);
  // A POST with nothing to say sends an empty object, as JSON.
  return transport.post(service, path, body ?? {}, options);
}
