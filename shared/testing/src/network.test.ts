// The fake network fails what a real server would refuse to answer: the point of mocking there rather
// than by path (decision 0031). Each test takes the failures it expects, so they do not fail it.
import { HOMEWORK, MARKING, PEOPLE, addressOf, endpoint, of, type Homework, type MarkingRow } from '@homework/contracts';
import { ApiError, getSuite } from '@homework/platform/api';
import { createSuiteMock, handle, NetworkFault } from './index';

test('a call to a path no endpoint has fails, though the page would only have shown a load error', async () => {
  const { network } = createSuiteMock({ handlers: [handle(HOMEWORK.get, { Id: 'hw-1' } as Homework)] });
  // As an api file with its path mistyped would call it.
  const misspelt = endpoint({ service: 'homework', method: 'GET', path: 'v3/HomeworkManagement/GetHomeworks/:id', answer: of<unknown>() });
  await expect(getSuite().api.call(misspelt, { id: 'hw-1' })).rejects.toBeInstanceOf(ApiError);
  expect(network.takeFailures()).toEqual(['No handler answers GET http://homework.suite.test/v3/HomeworkManagement/GetHomeworks/hw-1']);
});

test('the right path with the wrong method, or sent to the wrong service, fails', async () => {
  const { network } = createSuiteMock({ handlers: [handle(HOMEWORK.get, { Id: 'hw-1' } as Homework)] });
  const path = addressOf(HOMEWORK.get.path, { id: 'hw-1' });
  await expect(getSuite().api.delete('homework', path)).rejects.toBeInstanceOf(ApiError);
  await expect(getSuite().api.get('people', path)).rejects.toBeInstanceOf(ApiError);
  expect(network.takeFailures()).toEqual([
    `No handler answers DELETE http://homework.suite.test/${path}`,
    `No handler answers GET http://people.suite.test/${path}`,
  ]);
});

test('a handler sees the parsed body, and a check it makes fails the test when the body is wrong', async () => {
  const { network } = createSuiteMock({
    handlers: [
      handle(MARKING.saveMark, ({ body }) => {
        expect(body).toEqual({ StudentId: 's', HomeworkId: 'hw', Result: 'A', Comments: null });
        return {} as MarkingRow;
      }),
    ],
  });
  await expect(getSuite().api.call(MARKING.saveMark, { body: { StudentId: 's', HomeworkId: 'hw', Result: 'A', Comments: null } })).resolves.toEqual({});
  expect(network.takeFailures()).toEqual([]);

  await expect(getSuite().api.call(MARKING.saveMark, { body: { StudentId: 's', HomeworkId: 'hw', Result: 'B', Comments: null } })).rejects.toBeInstanceOf(ApiError);
  expect(network.takeFailures()).toEqual([expect.stringContaining(`The handler of POST ${MARKING.saveMark.path} threw: expect(received).toEqual(expected)`)]);
});

test('a fault the test means is no failure: the client reports the server unreachable', async () => {
  const { network } = createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, new NetworkFault('The server did not answer.'))] });
  await expect(getSuite().api.call(PEOPLE.teacherAll)).rejects.toEqual(new ApiError('The server did not answer.', 0));
  expect(network.takeFailures()).toEqual([]);
});

test('a request cancelled while the handler works is cancelled, not answered', async () => {
  let release!: () => void;
  createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, () => new Promise((resolve) => (release = () => resolve([]))))] });
  const controller = new AbortController();
  const asked = getSuite().api.call(PEOPLE.teacherAll, undefined, { signal: controller.signal });
  await new Promise((resolve) => setTimeout(resolve, 0));
  controller.abort();
  release();
  await expect(asked).rejects.toMatchObject({ status: 0 });
});

test('a body the client did not send as JSON, or a call without the bearer token, fails as the server would refuse it', async () => {
  const { network } = createSuiteMock({ handlers: [handle(MARKING.saveMark, {} as MarkingRow)] });
  const url = `${getSuite().config.services.homework}/${MARKING.saveMark.path}`;
  await network.fetch(url, { method: 'POST', headers: { Authorization: 'Bearer t' }, body: '{"StudentId":"s"}' });
  await network.fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"StudentId":"s"}' });
  await expect(network.fetch(url, { method: 'POST', headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' }, body: '[object Object]' })).rejects.toThrow(
    'The body is not JSON.',
  );
  expect(network.takeFailures()).toEqual([
    `POST ${url} was sent a body not declared as JSON`,
    `POST ${url} was sent without a bearer token`,
    `POST ${url} was sent a body that is not JSON: [object Object]`,
  ]);
});

test('an upload goes through the same handlers, its form and time-out seen', async () => {
  const { network } = createSuiteMock({ handlers: [handle(HOMEWORK.uploadAttachment, { Id: 'att-1', BlobReference: 'att-1', FileName: 'a.pdf', FileSize: 4 })] });
  const form = new FormData();
  form.append('file', new Blob(['%PDF']), 'a.pdf');
  const progress: number[] = [];
  await expect(getSuite().api.call(HOMEWORK.uploadAttachment, { body: form }, { onProgress: (percent) => progress.push(percent) })).resolves.toMatchObject({ Id: 'att-1' });
  const [upload] = network.requestsTo(HOMEWORK.uploadAttachment);
  expect(upload!.body.get('file')).toBeInstanceOf(Blob);
  expect(upload!.timeoutMs).toBeGreaterThan(0);
  expect(progress).toEqual([100]);
});

test('a handler that answers undefined passes the request to the one before it', async () => {
  const { network } = createSuiteMock({
    handlers: [
      handle(PEOPLE.teacherAll, []),
      handle(HOMEWORK.get, ({ params }) => ({ Id: params.id }) as Homework),
      handle(HOMEWORK.get, ({ params }) => (params.id === 'gone' ? new ApiError('Homework not found.', 404) : undefined)),
    ],
  });
  await expect(getSuite().api.call(HOMEWORK.get, { id: 'hw-1' })).resolves.toEqual({ Id: 'hw-1' });
  await expect(getSuite().api.call(HOMEWORK.get, { id: 'gone' })).rejects.toMatchObject({ status: 404 });
  expect(network.requestsTo(HOMEWORK.get)).toHaveLength(2);
});
