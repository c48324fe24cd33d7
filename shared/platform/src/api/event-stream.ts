// Reading an endpoint of server-sent events (`as: 'events'`) through the client: fetch, not EventSource,
// which cannot send the bearer header. The stream is parsed by eventsource-parser; after a drop it is
// opened again with the last id read (Last-Event-ID), so the server replays what was missed, backing
// off from 1 s to 30 s (at once when the browser comes back online), until the caller's signal stops it.
import { addressOf, MESSAGES, type AnswerOf, type AnyEndpoint, type ParamsOf, type ServiceName } from '@homework/contracts';
import { createParser } from 'eventsource-parser';
import { ApiError, errorFromAnswer, NETWORK_FAILED } from './api-error';

/** An endpoint read as a stream of events. */
export type EventsEndpoint = AnyEndpoint & { readonly as: 'events' };

/** One event of the stream: its `id:` (null when it had none), its `event:` name, and its data parsed. */
export interface StreamEvent<T> {
  id: string | null;
  name: string;
  data: T;
}

/** Where the reader stands: reading, waiting to open again after a drop, or stopped for good. */
export type StreamConnection = 'open' | 'lost' | 'stopped';

export interface ListenHandlers<T, Own extends Record<string, unknown> = Record<never, never>> {
  /** Each event whose data is the endpoint's answer. */
  onEvent: (event: StreamEvent<T>) => void;
  /** The stream's own events beside the endpoint's answers (a replay's end), by their name. */
  own?: { [Name in keyof Own]: (data: Own[Name], id: string | null) => void };
  onConnection?: (connection: StreamConnection) => void;
}

export interface ListenOptions {
  signal: AbortSignal;
  /** Nothing read for this long (the server's heartbeats included) is a drop: the stream is opened again. */
  quietLimitMs?: number;
}

export interface Listen {
  <E extends EventsEndpoint, Own extends Record<string, unknown> = Record<never, never>>(
    endpoint: E,
    /** Its path's parameters; where it stands in the stream is the reader's own (Last-Event-ID). */
    params: ParamsOf<E>,
    handlers: ListenHandlers<AnswerOf<E>, Own>,
    options: ListenOptions,
  ): void;
}

export interface ListenDeps {
  urlOf: (service: ServiceName, path: string) => string;
  /** Runs `open` with the token now, or once a renewal under way brings one. */
  withToken: <T>(open: (token: string | null) => Promise<T>) => Promise<T>;
  /** Logs the failure and calls the unauthorised path on a 401 or 403, as every other call does. */
  failed: (method: string, path: string, error: ApiError) => ApiError;
  fetch: typeof fetch;
}

/** The first wait before opening again, doubled after each failed attempt up to the longest. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_LONGEST_MS = 30_000;

/** An answer that will not change when asked again: stop (a 401 or 403 has gone the unauthorised way). */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** A busy server's Retry-After in seconds (503), as a wait no longer than the longest back-off. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers?.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, RECONNECT_LONGEST_MS) : 0;
}

export function createListen(deps: ListenDeps): Listen {
  return (endpoint, params, handlers, { signal, quietLimitMs }) => {
    const path = addressOf(endpoint.path, params);
    const url = deps.urlOf(endpoint.service, path);
    const own = (handlers.own ?? {}) as Record<string, (data: unknown, id: string | null) => void>;
    let lastId: string | null = null;
    let delay = RECONNECT_FIRST_MS;
    let wait: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const stop = () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(wait);
      window.removeEventListener('online', openNow);
      handlers.onConnection?.('stopped');
    };
    const openNow = () => {
      if (stopped || wait === undefined) return;
      clearTimeout(wait);
      wait = undefined;
      void connect();
    };
    /** Opens again after the back-off, or later when the server said when to come back. */
    const openLater = (atLeastMs = 0) => {
      if (stopped) return;
      handlers.onConnection?.('lost');
      wait = setTimeout(openNow, Math.max(delay, atLeastMs));
      delay = Math.min(delay * 2, RECONNECT_LONGEST_MS);
    };

    const parser = createParser({
      onEvent: ({ id, event, data }) => {
        if (id !== undefined) lastId = id;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        const name = event ?? 'message';
        if (Object.hasOwn(own, name)) own[name]!(parsed, id ?? null);
        else handlers.onEvent({ id: id ?? null, name, data: parsed as never });
      },
    });

    async function connect(): Promise<void> {
      const reading = new AbortController();
      const cancel = () => reading.abort();
      signal.addEventListener('abort', cancel);
      let quiet: ReturnType<typeof setTimeout> | undefined;
      const heard = () => {
        clearTimeout(quiet);
        if (quietLimitMs) quiet = setTimeout(cancel, quietLimitMs);
      };
      try {
        const response = await deps.withToken(async (token) => {
          if (!token) return null;
          const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
          if (lastId !== null) headers['Last-Event-ID'] = lastId;
          return deps.fetch(url, { method: endpoint.method, headers, signal: reading.signal, cache: 'no-store' });
        });
        if (!response) {
          deps.failed(endpoint.method, path, new ApiError(MESSAGES.notAuthenticated, 0));
          return stop();
        }
        if (!response.ok) {
          const error = deps.failed(endpoint.method, path, errorFromAnswer(response.status, response.statusText, await response.text()));
          if (isFinal(error.status)) return stop();
          return openLater(retryAfterMs(response));
        }
        if (!response.body) throw new TypeError(NETWORK_FAILED);
        handlers.onConnection?.('open');
        delay = RECONNECT_FIRST_MS;
        parser.reset();
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        heard();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          heard();
          parser.feed(decoder.decode(value, { stream: true }));
        }
        openLater();
      } catch {
        if (signal.aborted) return stop();
        openLater();
      } finally {
        clearTimeout(quiet);
        signal.removeEventListener('abort', cancel);
      }
    }

    if (signal.aborted) return;
    window.addEventListener('online', openNow);
    signal.addEventListener('abort', stop, { once: true });
    void connect();
  };
}
