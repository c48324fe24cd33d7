// The HTTP client every package uses (01 §4, §6–§9): base URL per service, bearer token, time-outs,
// cancellation, 401/403 handling, failures logged. Answers are kept by the QueryClient (calls.ts), not here.
import { HOMEWORK_UPLOAD_TIMEOUT_MS, MESSAGES, REQUEST_TIMEOUT_MS, type ServiceName, type SuiteConfig } from '@homework/contracts';
import type { AnyEndpoint } from '@homework/contracts';
import { activeLanguage } from '../messages/language-store';
import { ApiError, errorFromAnswer, NETWORK_FAILED, parseBody, REQUEST_TIMED_OUT } from './api-error';
import { callThrough, type CallAnswer, type CallArgs, type Transport } from './endpoint-call';
import type { Listen, ListenDeps } from './event-stream';
import type { RequestOptions, UploadOptions } from './request-options';


/**
 * `call` is how the suite calls the API: `api.call(HOMEWORK.get, { id })`, its service, path and types
 * the endpoint's (contracts). The methods by kind below are what it sends through, for the platform,
 * never called with a service and path of a caller's own.
 */
export interface ApiClient extends Transport {
  call<E extends AnyEndpoint>(endpoint: E, ...args: CallArgs<E>): Promise<CallAnswer<E>>;
  /**
   * Reads an endpoint of server-sent events (`as: 'events'`) until the signal stops it, opening it
   * again after a drop from the last event read: `api.listen(MARKING.markingEvents, { homeworkId },
   * { onEvent }, { signal })`.
   */
  listen: Listen;
  get<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  getBlob(service: ServiceName, path: string, options?: RequestOptions): Promise<Blob>;
  post<T>(service: ServiceName, path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(service: ServiceName, path: string, options?: RequestOptions): Promise<T>;
  /** Multipart upload with progress; its time-out defaults to the homework upload's. */
  upload<T>(service: ServiceName, path: string, form: FormData, options?: UploadOptions): Promise<T>;
}

export interface ApiClientDeps {
  config: SuiteConfig;
  getAccessToken: () => string | null;
  /** The token once a renewal under way brings it (the auth service's); without it, no token is no token. */
  waitForAccessToken?: () => Promise<string | null>;
  /** Called on a 401 or 403 answer; the shell goes to #/unauthorised. */
  onUnauthorised: () => void;
  log?: (message: string) => void;
  fetch?: typeof fetch;
  /** Makes the XMLHttpRequest an upload uses (fetch reports no upload progress). */
  createXhr?: () => XMLHttpRequest;
}

interface Call {
  method: 'GET' | 'POST' | 'DELETE';
  service: ServiceName;
  path: string;
  body?: unknown;
  as: 'json' | 'blob';
  refusalExpected?: boolean;
  headers?: Record<string, string>;
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const { config, getAccessToken, onUnauthorised } = deps;
  const log = deps.log ?? ((message: string) => console.error(message));
  const fetchFn = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const createXhr = deps.createXhr ?? (() => new XMLHttpRequest());

  const urlOf = (service: ServiceName, path: string) =>
    `${config.services[service].replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

  function failed(method: string, path: string, error: ApiError, refusalExpected = false): ApiError {
    log(`${method} ${path} failed (${error.status}): ${error.message}`);
    if (error.status === 401 || (error.status === 403 && !refusalExpected)) onUnauthorised();
    return error;
  }

  /** Checks made before any request: signed in, not already cancelled. */
  function refusal(method: string, path: string, token: string | null, signal?: AbortSignal): ApiError | null {
    if (!token) return failed(method, path, new ApiError(MESSAGES.notAuthenticated, 0));
    if (signal?.aborted) return cancelled();
    return null;
  }

  async function send(call: Call, token: string, signal: AbortSignal | undefined, timeoutMs: number): Promise<unknown> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const cancel = () => controller.abort();
    signal?.addEventListener('abort', cancel);
    try {
      // The server words its refusals in the page's language (decision 0040).
      const headers: Record<string, string> = { ...call.headers, Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': activeLanguage() };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetchFn(urlOf(call.service, call.path), {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: controller.signal,
      });
      if (!response.ok) throw errorFromAnswer(response.status, response.statusText, await response.text());
      return call.as === 'blob' ? await response.blob() : parseBody(await response.text());
    } catch (error) {
      if (error instanceof ApiError) throw failed(call.method, call.path, error, call.refusalExpected);
      if (timedOut) throw failed(call.method, call.path, new ApiError(REQUEST_TIMED_OUT, 0));
      if (signal?.aborted) throw cancelled();
      throw failed(call.method, call.path, new ApiError(error instanceof Error && error.message ? error.message : NETWORK_FAILED, 0));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  }

  /**
   * Runs `send` with the token now (at once, in the caller's turn: a time-out or an upload starts when
   * called), or once a renewal under way brings one.
   */
  function withToken<T>(send: (token: string | null) => Promise<T>): Promise<T> {
    const token = getAccessToken();
    if (token || !deps.waitForAccessToken) return send(token);
    return deps.waitForAccessToken().then(send);
  }

  function request<T>(call: Call, options: RequestOptions = {}): Promise<T> {
    return withToken((token) => requestWith<T>(token, call, options));
  }

  function requestWith<T>(token: string | null, call: Call, options: RequestOptions): Promise<T> {
    const refused = refusal(call.method, call.path, token, options.signal);
    if (refused) return Promise.reject(refused);
    if (options.refusalExpected) call = { ...call, refusalExpected: true };
    if (options.headers) call = { ...call, headers: options.headers };
    return send(call, token!, options.signal, options.timeoutMs ?? REQUEST_TIMEOUT_MS) as Promise<T>;
  }

  function upload<T>(service: ServiceName, path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    return withToken((token) => uploadWith<T>(token, service, path, form, options));
  }

  function uploadWith<T>(token: string | null, service: ServiceName, path: string, form: FormData, options: UploadOptions): Promise<T> {
    const refused = refusal('POST', path, token, options.signal);
    if (refused) return Promise.reject(refused);
    return new Promise<T>((resolve, reject) => {
      const xhr = createXhr();
      const cancel = () => xhr.abort();
      const settle = (outcome: () => void) => () => {
        options.signal?.removeEventListener('abort', cancel);
        outcome();
      };
      xhr.open('POST', urlOf(service, path));
      xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.setRequestHeader('Accept-Language', activeLanguage());
      xhr.timeout = options.timeoutMs ?? HOMEWORK_UPLOAD_TIMEOUT_MS;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          options.onProgress?.(100);
          resolve(parseBody(xhr.responseText) as T);
        } else {
          reject(failed('POST', path, errorFromAnswer(xhr.status, xhr.statusText, xhr.responseText)));
        }
      });
      xhr.onerror = settle(() => reject(failed('POST', path, new ApiError(NETWORK_FAILED, 0))));
      xhr.ontimeout = settle(() => reject(failed('POST', path, new ApiError(REQUEST_TIMED_OUT, 0))));
      xhr.onabort = settle(() => reject(cancelled()));
      options.signal?.addEventListener('abort', cancel);
      xhr.send(form);
    });
  }

  const transport: Transport = {
    get: (service, path, options) => request({ method: 'GET', service, path, as: 'json' }, options),
    getBlob: (service, path, options) => request({ method: 'GET', service, path, as: 'blob' }, options),
    post: (service, path, body, options) => request({ method: 'POST', service, path, body, as: 'json' }, options),
    delete: (service, path, options) => request({ method: 'DELETE', service, path, as: 'json' }, options),
    upload,
  };
  // The stream reader and its parser serve the marking pages alone: they load with the first stream
  // opened, not with the platform, which every first screen downloads (scripts/bundle-ceilings.json).
  const listenDeps: ListenDeps = { urlOf, withToken, failed, fetch: fetchFn };
  let reader: Promise<Listen> | null = null;
  const listen: Listen = (endpoint, params, handlers, options) => {
    reader ??= import(/* webpackChunkName: "event-stream" */ './event-stream').then(({ createListen }) => createListen(listenDeps));
    reader.then(
      (read) => {
        if (!options.signal.aborted) read(endpoint, params, handlers, options);
      },
      () => {
        // Its code could not be loaded (the network): the page goes on without live changes, and the
        // next page that listens asks for the code again.
        reader = null;
        log(`GET ${endpoint.path}: the stream reader could not be loaded`);
        handlers.onConnection?.('stopped');
      },
    );
  };
  return { ...transport, call: (endpoint, ...args) => callThrough(transport, endpoint, ...args), listen };
}

const cancelled = () => new ApiError(MESSAGES.cancelledByUser, 0);
