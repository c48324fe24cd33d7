// The network as a unit test sees it (decision 0031): the platform's real API client sends each call
// (its URL, headers, JSON body and the mapping of failures into ApiError), and only fetch and the
// upload's XMLHttpRequest are replaced by handlers written from the contracts' endpoints. A request no
// handler answers, one the server would refuse unread (no bearer token, a body not sent as JSON), or a
// handler that throws fails the test, so a wrong path, method, service or body fails.
import { ApiError } from '@homework/platform/api';
import type { AnswerOf, AnyEndpoint, BodyOf, ParamsOf, ServiceName } from '@homework/contracts';
import { EventStream } from './event-stream';

/** What a handler is given: the path's parameters by name, the query string, the parsed body, the headers. */
export interface NetworkRequest<E extends AnyEndpoint = AnyEndpoint> {
  endpoint: E;
  method: string;
  /** The address as sent, relative to the service's base URL. */
  path: string;
  params: ParamsOf<E>;
  query: Record<string, string>;
  /** The JSON body parsed (an upload's: its FormData); undefined when none was sent. */
  body: E extends { as: 'upload' } ? FormData : BodyOf<E>;
  headers: Record<string, string>;
  /** The request's own signal: aborted when its caller cancels it (an upload has none: see timeoutMs). */
  signal?: AbortSignal;
  /** An upload's time-out, as its XMLHttpRequest was given it. */
  timeoutMs?: number;
  /** An upload's: reports this much of it sent, as the browser does while it goes. */
  progress?: (percent: number) => void;
}

/** An answer other than 200 with the endpoint's answer: `reply(409, { message })`, with headers of its own (`Retry-After`). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const reply = (status: number, body?: unknown, headers?: Record<string, string>) => new Reply(status, body, headers);

/** No answer at all, as when the server cannot be reached: fetch rejects with this message. */
export class NetworkFault extends Error {}

/** A file's bytes, a stream of events (event-stream.ts), otherwise the endpoint's answer. */
type Answer<E> = (E extends { as: 'events' } ? EventStream : E extends { as: 'file' } ? Blob : AnswerOf<E>) | Reply | ApiError | NetworkFault;
/** A resolver's undefined passes the request on to the handlers before it (as MSW's do). */
export type Resolver<E extends AnyEndpoint> = (request: NetworkRequest<E>) => Answer<E> | undefined | Promise<Answer<E> | undefined>;
/** What a handler of `E` is given: its answer, or a function of the request. */
export type AnswerTo<E extends AnyEndpoint> = Resolver<E> | Answer<E>;

/** Which calls of an endpoint a handler answers: these path parameters, and this query string exactly. */
export type Where<E extends AnyEndpoint> = Partial<ParamsOf<E>> & { query?: Record<string, string> };

export interface Handler {
  readonly endpoint: AnyEndpoint;
  readonly where?: Where<AnyEndpoint>;
  readonly resolve: (request: NetworkRequest) => unknown;
}

/**
 * A handler of one endpoint: its answer, or a function of the request. An ApiError answers its status
 * and body (as the server's error handler does), so the client's own mapping makes it again. With
 * `where`, only those values of the path's parameters (and that query): a call for another id reaches
 * no handler.
 */
export function handle<E extends AnyEndpoint>(endpoint: E, answer: AnswerTo<E>, where?: Where<E>): Handler {
  const resolve = typeof answer === 'function' ? (answer as Resolver<E>) : () => answer;
  return { endpoint, where: where as Where<AnyEndpoint> | undefined, resolve: resolve as Handler['resolve'] };
}

function answers(where: Where<AnyEndpoint> | undefined, params: Record<string, string>, query: Record<string, string>): boolean {
  const { query: wanted, ...wantedParams } = where ?? {};
  if (Object.entries(wantedParams).some(([name, value]) => params[name] !== value)) return false;
  return !wanted || JSON.stringify(Object.entries(wanted).sort()) === JSON.stringify(Object.entries(query).sort());
}

export interface Network {
  fetch: typeof fetch;
  createXhr: () => XMLHttpRequest;
  /** Handlers over the ones given so far (the latest answers first), for what a test changes midway. */
  use(...handlers: Handler[]): void;
  /** Every request a handler answered, in order, for what a test asserts of the calls made. */
  readonly requests: NetworkRequest[];
  /** Those of one endpoint. */
  requestsTo<E extends AnyEndpoint>(endpoint: E): NetworkRequest<E>[];
  /** The failures so far (requests no handler answered, handlers that threw), emptied. */
  takeFailures(): string[];
}

/** Each parameter one segment, decoded; every other segment as written. */
function paramsOf(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(got[index]!);
    else if (segment !== got[index]) return null;
  }
  return params;
}

const isUpload = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** What the network answers a request with: its status, body and the headers a reply named. */
interface Answered {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The network of one test. Each service at its own origin, so a call sent to the wrong service fails too. */
export function createNetwork(services: Record<ServiceName, string>, initial: Handler[]): Network {
  let handlers = [...initial];
  const requests: NetworkRequest[] = [];
  let failures: string[] = [];

  /** The handler's answer, as its status and body; a fault or an unhandled request rejects. */
  async function answer(
    method: string,
    url: string,
    headers: Record<string, string>,
    body: unknown,
    sent: Pick<NetworkRequest, 'signal' | 'timeoutMs' | 'progress'>,
  ): Promise<Answered> {
    const address = new URL(url);
    const service = (Object.keys(services) as ServiceName[]).find((name) => url.startsWith(`${services[name].replace(/\/+$/, '')}/`));
    const base = service && services[service].replace(/\/+$/, '');
    const path = base ? url.slice(base.length + 1).split('?')[0]! : '';
    let recorded = false;
    for (let index = handlers.length - 1; index >= 0; index--) {
      const { endpoint, where, resolve } = handlers[index]!;
      if (endpoint.service !== service || endpoint.method !== method) continue;
      const params = paramsOf(endpoint.path, path);
      const query = Object.fromEntries(address.searchParams);
      if (!params || !answers(where, params, query)) continue;
      // What the server refuses before any handler of its would run.
      if (!recorded && !headers.Authorization?.startsWith('Bearer ')) failures.push(`${method} ${url} was sent without a bearer token`);
      let parsed = body;
      if (!isUpload(body) && body !== undefined) {
        if (!recorded && headers['Content-Type'] !== 'application/json') failures.push(`${method} ${url} was sent a body not declared as JSON`);
        try {
          parsed = JSON.parse(String(body));
        } catch {
          failures.push(`${method} ${url} was sent a body that is not JSON: ${String(body)}`);
          throw new TypeError('The body is not JSON.');
        }
      }
      const request = { endpoint, method, path, params, query, body: parsed, headers, ...sent } as NetworkRequest;
      if (!recorded) requests.push(request);
      recorded = true;
      let result: unknown;
      try {
        result = await resolve(request);
      } catch (error) {
        if (error instanceof ApiError || error instanceof NetworkFault) result = error;
        else {
          failures.push(`The handler of ${method} ${endpoint.path} threw: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
      }
      if (result === undefined) continue;
      if (result instanceof NetworkFault) throw new TypeError(result.message);
      if (result instanceof ApiError) return { status: result.status, body: result.body ?? { message: result.message } };
      if (result instanceof Reply) return { status: result.status, body: result.body, headers: result.headers };
      return { status: 200, body: result };
    }
    const failure = `No handler answers ${method} ${url}`;
    failures.push(failure);
    throw new TypeError(failure);
  }

  const textOf = (body: unknown) => (body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));

  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const signal = init.signal;
    const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) throw aborted();
    const settled = answer(init.method ?? 'GET', String(input), { ...(init.headers as Record<string, string>) }, init.body ?? undefined, { signal: signal ?? undefined });
    const { status, body, headers = {} } = await new Promise<Answered>((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(aborted()), { once: true });
      settled.then(resolve, reject);
    });
    const named = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const answeredHeaders = { get: (name: string) => named[name.toLowerCase()] ?? null } as Headers;
    if (body instanceof EventStream) return { ok: true, status, statusText: '', body: body.connect(signal ?? undefined), text: async () => '' } as Response;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      headers: answeredHeaders,
      text: async () => (body instanceof Blob ? await body.text() : textOf(body)),
      blob: async () => (body instanceof Blob ? body : new Blob([textOf(body)])),
    } as Response;
  }) as typeof fetch;

  /** The upload's request: what the client uses of XMLHttpRequest, answered by the same handlers. */
  class NetworkXhr {
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private cancelled = false;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.cancelled = true;
      this.onabort?.();
    }
    send(form: FormData) {
      const progress = (percent: number) => this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
      answer(this.method, this.url, this.headers, form, { timeoutMs: this.timeout, progress }).then(
        ({ status, body }) => {
          if (this.cancelled) return;
          this.status = status;
          this.responseText = textOf(body);
          this.onload?.();
        },
        () => !this.cancelled && this.onerror?.(),
      );
    }
  }

  return {
    fetch: fetchFn,
    createXhr: () => new NetworkXhr() as unknown as XMLHttpRequest,
    use: (...more) => void (handlers = [...handlers, ...more]),
    requests,
    requestsTo: <E extends AnyEndpoint>(endpoint: E) => requests.filter((request): request is NetworkRequest<E> => request.endpoint === endpoint),
    takeFailures: () => {
      const taken = failures;
      failures = [];
      return taken;
    },
  };
}

/** The networks made for this test (a test may make the suite mock again). */
let watched: Network[] = [];

/** A network whose failures fail the test it was made in, when that test ends. */
export function watchNetwork(network: Network): Network {
  watched.push(network);
  return network;
}

// Failures are checked after each test as well as rejected where they happen: code under test that
// catches a failed call (a load-error panel) would otherwise let the test pass.
afterEach(() => {
  const failures = watched.flatMap((network) => network.takeFailures());
  watched = [];
  if (failures.length) throw new Error(`The fake network was sent what the server would not answer:\n${failures.join('\n')}`);
});
