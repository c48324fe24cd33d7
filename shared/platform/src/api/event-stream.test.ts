// The client's reader of server-sent events, on the fake network (decision 0031): what the server
// writes arrives parsed and typed, a drop is read again from the last id, a refusal stops it.
import { MARKING, MARKING_EVENTS_READY, type MarkingEvent, type MarkingEventsReady } from '@homework/contracts';
import { createSuiteMock, eventStream, handle, reply } from '@homework/testing';
import { getSuite } from './suite';
import { RECONNECT_FIRST_MS, type StreamConnection, type StreamEvent } from './event-stream';

const saved: MarkingEvent = {
  HomeworkId: 'hw-1',
  StudentIds: ['st-1'],
  Kind: 'mark',
  ChangedById: 't-2',
  ChangedBy: 'Mr D. Okafor',
  ChangedAt: '2026-12-03T14:52:00.000Z',
};

function listen(signal: AbortSignal) {
  const events: StreamEvent<MarkingEvent>[] = [];
  const ready: MarkingEventsReady[] = [];
  const connections: StreamConnection[] = [];
  getSuite().api.listen(
    MARKING.markingEvents,
    { homeworkId: 'hw-1' },
    {
      onEvent: (event) => events.push(event),
      own: { [MARKING_EVENTS_READY]: (data: MarkingEventsReady) => ready.push(data) },
      onConnection: (connection) => connections.push(connection),
    },
    { signal },
  );
  return { events, ready, connections };
}

/** Lets the client's reads and the fake network's answers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.useRealTimers());

test('events arrive parsed, with their id and name, however the server cut them into chunks', async () => {
  const stream = eventStream();
  const { network } = createSuiteMock({ handlers: [handle(MARKING.markingEvents, stream, { homeworkId: 'hw-1' })] });
  const stop = new AbortController();
  const heard = listen(stop.signal);
  await stream.connected();
  stream.send({ id: 4, event: 'mark', data: saved }, ': heartbeat\n\n');
  const text = `id: 5\nevent: ${MARKING_EVENTS_READY}\ndata: ${JSON.stringify({ HomeworkId: 'hw-1', ReadAgain: true })}\n\n`;
  stream.send(text.slice(0, 9), text.slice(9));
  await settle();
  expect(heard.events).toEqual([{ id: '4', name: 'mark', data: saved }]);
  expect(heard.ready).toEqual([{ HomeworkId: 'hw-1', ReadAgain: true }]);
  expect(heard.connections).toEqual(['open']);
  const [request] = network.requestsTo(MARKING.markingEvents);
  expect(request!.headers).toMatchObject({ Authorization: 'Bearer fake-access-token', Accept: 'text/event-stream' });
  expect(request!.headers['Last-Event-ID']).toBeUndefined();
  stop.abort();
});

test('a cut stream is opened again after a second, from the last id read, and the wait doubles while it fails', async () => {
  jest.useFakeTimers();
  const stream = eventStream();
  let refusals = 0;
  const { network } = createSuiteMock({
    handlers: [handle(MARKING.markingEvents, () => (stream.opened === 1 && refusals++ < 1 ? reply(503, { message: 'Busy.' }) : stream))],
  });
  const stop = new AbortController();
  const heard = listen(stop.signal);
  await jest.advanceTimersByTimeAsync(0);
  stream.send({ id: 7, event: 'mark', data: saved });
  await jest.advanceTimersByTimeAsync(0);
  stream.cut();
  await jest.advanceTimersByTimeAsync(0);
  expect(heard.connections).toEqual(['open', 'lost']);

  await jest.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
  // Refused once (the server busy): the next wait is twice as long.
  expect(network.requestsTo(MARKING.markingEvents)).toHaveLength(2);
  await jest.advanceTimersByTimeAsync(2 * RECONNECT_FIRST_MS - 1);
  expect(stream.opened).toBe(1);
  await jest.advanceTimersByTimeAsync(1);
  expect(stream.opened).toBe(2);
  expect(network.requestsTo(MARKING.markingEvents).map(({ headers }) => headers['Last-Event-ID'])).toEqual([undefined, '7', '7']);
  expect(heard.connections).toEqual(['open', 'lost', 'lost', 'open']);
  stop.abort();
});

test("a busy server's Retry-After is waited out before opening again", async () => {
  jest.useFakeTimers();
  const stream = eventStream();
  let refused = false;
  const busyOnce = () => {
    if (refused) return stream;
    refused = true;
    return reply(503, { message: 'Too many streams.' }, { 'Retry-After': '5' });
  };
  createSuiteMock({ handlers: [handle(MARKING.markingEvents, busyOnce)] });
  const stop = new AbortController();
  listen(stop.signal);
  await jest.advanceTimersByTimeAsync(4_999);
  expect(stream.opened).toBe(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(stream.opened).toBe(1);
  stop.abort();
});

test("the browser back online opens it at once, without waiting out the back-off", async () => {
  jest.useFakeTimers();
  const stream = eventStream();
  createSuiteMock({ handlers: [handle(MARKING.markingEvents, stream)] });
  const stop = new AbortController();
  listen(stop.signal);
  await jest.advanceTimersByTimeAsync(0);
  stream.end();
  await jest.advanceTimersByTimeAsync(0);
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(stream.opened).toBe(2);
  stop.abort();
});

test('a stream silent past its limit is a drop: it is opened again', async () => {
  jest.useFakeTimers();
  const stream = eventStream();
  createSuiteMock({ handlers: [handle(MARKING.markingEvents, stream)] });
  const stop = new AbortController();
  getSuite().api.listen(MARKING.markingEvents, { homeworkId: 'hw-1' }, { onEvent: () => undefined }, { signal: stop.signal, quietLimitMs: 45_000 });
  await jest.advanceTimersByTimeAsync(44_000);
  stream.send(': heartbeat\n\n');
  await jest.advanceTimersByTimeAsync(44_000);
  expect(stream.open).toBe(true);
  await jest.advanceTimersByTimeAsync(1_000 + RECONNECT_FIRST_MS);
  expect(stream.opened).toBe(2);
  stop.abort();
});

test('a 401 stops it and goes the unauthorised way, as every call does', async () => {
  jest.useFakeTimers();
  const { network, unauthorised } = createSuiteMock({ handlers: [handle(MARKING.markingEvents, reply(401, { message: 'Signed out.' }))] });
  const stop = new AbortController();
  const heard = listen(stop.signal);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(unauthorised.calls).toHaveLength(1);
  expect(heard.connections).toEqual(['stopped']);
  expect(network.requestsTo(MARKING.markingEvents)).toHaveLength(1);
});

test('the signal stops it: the connection is closed and never opened again', async () => {
  jest.useFakeTimers();
  const stream = eventStream();
  createSuiteMock({ handlers: [handle(MARKING.markingEvents, stream)] });
  const stop = new AbortController();
  const heard = listen(stop.signal);
  await jest.advanceTimersByTimeAsync(0);
  stop.abort();
  await jest.advanceTimersByTimeAsync(60_000);
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(stream.open).toBe(false);
  expect(stream.opened).toBe(1);
  expect(heard.connections).toEqual(['open', 'stopped']);
});
