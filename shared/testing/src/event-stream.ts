// A stream of server-sent events as a handler answers an `as: 'events'` endpoint
// (`handle(MARKING.markingEvents, stream)`): each request it answers opens a connection, which the test
// writes events to, ends as the server would, or cuts as a dropped network does. jsdom has no
// ReadableStream, so the answer's body is what the client reads of one: a reader of chunks of bytes.

/** An event as the server writes it: `id:`, `event:` and its data as JSON. */
export interface SentEvent {
  id?: string | number;
  event?: string;
  data: unknown;
}

export const eventText = ({ id, event, data }: SentEvent) =>
  `${id === undefined ? '' : `id: ${id}\n`}${event === undefined ? '' : `event: ${event}\n`}data: ${JSON.stringify(data)}\n\n`;

type Read = ReadableStreamReadResult<Uint8Array>;

class Connection {
  private readonly chunks: Uint8Array[] = [];
  private waiting: { resolve: (read: Read) => void; reject: (error: Error) => void } | null = null;
  private over: Error | 'ended' | null = null;

  constructor(signal: AbortSignal | undefined) {
    signal?.addEventListener('abort', () => this.finish(new DOMException('The operation was aborted.', 'AbortError')), { once: true });
  }

  get open() {
    return this.over === null;
  }

  write(text: string) {
    if (!this.open) return;
    this.chunks.push(new TextEncoder().encode(text));
    this.settle();
  }

  finish(how: Error | 'ended') {
    if (!this.open) return;
    this.over = how;
    this.settle();
  }

  private settle() {
    if (!this.waiting) return;
    const { resolve, reject } = this.waiting;
    const chunk = this.chunks.shift();
    if (chunk) resolve({ done: false, value: chunk });
    else if (this.over === 'ended') resolve({ done: true, value: undefined });
    else if (this.over) reject(this.over);
    else return;
    this.waiting = null;
  }

  read = (): Promise<Read> =>
    new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.settle();
    });

  body(): ReadableStream<Uint8Array> {
    const reader = { read: this.read, cancel: async () => this.finish('ended'), releaseLock: () => undefined };
    return { getReader: () => reader } as unknown as ReadableStream<Uint8Array>;
  }
}

export class EventStream {
  private readonly connections: Connection[] = [];
  private readonly opening: { count: number; resolve: () => void }[] = [];

  /** How many times it has been opened. */
  get opened() {
    return this.connections.length;
  }

  /** Whether its latest connection is still being read. */
  get open() {
    return this.connections.at(-1)?.open ?? false;
  }

  /** Resolves once it has been opened `count` times. */
  connected(count = 1): Promise<void> {
    if (this.opened >= count) return Promise.resolve();
    return new Promise((resolve) => this.opening.push({ count, resolve }));
  }

  /** Writes events to the open connection; a string is written as it is (a comment, a chunk cut anywhere). */
  send(...events: (SentEvent | string)[]) {
    for (const event of events) this.latest().write(typeof event === 'string' ? event : eventText(event));
  }

  /** The server ends the stream. */
  end() {
    this.latest().finish('ended');
  }

  /** The connection drops: the client's read fails as a network's does. */
  cut() {
    this.latest().finish(new TypeError('network error'));
  }

  /** The body of a new connection (the fake network's, for the request it answers). */
  connect(signal: AbortSignal | undefined): ReadableStream<Uint8Array> {
    const connection = new Connection(signal);
    this.connections.push(connection);
    for (const wanted of this.opening.filter(({ count }) => this.opened >= count)) {
      this.opening.splice(this.opening.indexOf(wanted), 1);
      wanted.resolve();
    }
    return connection.body();
  }

  private latest(): Connection {
    const connection = this.connections.at(-1);
    if (!connection) throw new Error('The event stream has not been opened.');
    return connection;
  }
}

/** A stream for a handler to answer with. */
export const eventStream = () => new EventStream();
