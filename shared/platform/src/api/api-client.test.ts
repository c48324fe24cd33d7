import { HOMEWORK, MESSAGES, MESSAGING, type ServiceName, type SuiteConfig } from '@homework/contracts';
import { setActiveLanguage } from '../messages';
import { ApiError, REQUEST_TIMED_OUT } from './api-error';
import { createApiClient, type ApiClientDeps } from './api-client';

const services = Object.fromEntries(
  ['people', 'schoolDetails', 'schoolAdmin', 'userProfile', 'image', 'groups', 'messages', 'homework', 'activities', 'analytics'].map(
    (name) => [name, `https://${name}.test/`],
  ),
) as Record<ServiceName, string>;
const config: SuiteConfig = {
  services,
  auth: { authority: 'https://idp.test', clientId: 'c', scope: 'openid' },
  links: { help: '', activities: '', profile: '' },
};

function answer(status: number, body?: unknown, statusText = '') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText, text: async () => text, blob: async () => new Blob([text]) } as Response;
}

/** A fetch that never answers, and rejects as fetch does when its signal aborts. */
const hangingFetch = () =>
  jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init!.signal!.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      ),
  );

function setUp(overrides: Partial<ApiClientDeps> = {}) {
  const fetch = jest.fn(async () => answer(200, [{ Id: 't1' }]));
  const deps = { config, getAccessToken: () => 'token-1', onUnauthorised: jest.fn(), log: jest.fn(), fetch, ...overrides };
  return { client: createApiClient(deps), ...deps, fetch: deps.fetch as jest.Mock };
}

/** Whether a promise has settled, after letting pending callbacks run. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return settled;
}

afterEach(() => jest.useRealTimers());

test('calls the service base URL with the bearer token and reads the JSON answer', async () => {
  const { client, fetch } = setUp();
  await expect(client.get('people', 'v2/Teacher/All')).resolves.toEqual([{ Id: 't1' }]);
  const [url, init] = fetch.mock.calls[0];
  expect(url).toBe('https://people.test/v2/Teacher/All');
  expect(init.method).toBe('GET');
  expect(init.headers.Authorization).toBe('Bearer token-1');
});

test('asks for the page’s language, so that the server words its refusals in it (decision 0040)', async () => {
  const { client, fetch } = setUp();
  await client.get('people', 'v2/Teacher/All');
  expect(fetch.mock.calls[0][1].headers['Accept-Language']).toBe('en');
  setActiveLanguage('cy');
  try {
    await client.get('people', 'v2/Teacher/All');
    expect(fetch.mock.calls[1][1].headers['Accept-Language']).toBe('cy');
  } finally {
    setActiveLanguage('en');
  }
});

test("calls an endpoint at its service's base URL, its parameters in its path, its body as JSON", async () => {
  const { client, fetch } = setUp();
  await client.call(HOMEWORK.get, { id: 'hw 1' });
  await client.call(MESSAGING.sent, { query: { page: 2, pageSize: 20, kind: null } });
  await client.call(HOMEWORK.list, { body: { Page: 1 } });
  expect(fetch.mock.calls.map(([url, init]) => [init.method, url, init.body])).toEqual([
    ['GET', 'https://homework.test/v3/HomeworkManagement/GetHomework/hw%201', undefined],
    ['GET', 'https://messages.test/v1/Message/Sent?page=2&pageSize=20', undefined],
    ['POST', 'https://homework.test/v3/HomeworkManagement/GetHomeworkList', '{"Page":1}'],
  ]);
});

test('posts a JSON body', async () => {
  const { client, fetch } = setUp();
  await client.post('groups', 'v1/Membership/GroupMembers', ['g1']);
  const [, init] = fetch.mock.calls[0];
  expect(init).toMatchObject({ method: 'POST', body: '["g1"]' });
  expect(init.headers['Content-Type']).toBe('application/json');
});

test('sends the caller\'s headers beside its own, which a caller cannot replace', async () => {
  const { client, fetch } = setUp();
  await client.post('homework', 'v3/HomeworkManagement/Edit', { Id: 'h1' }, { headers: { 'If-Match': '"3"', Authorization: 'Bearer forged' } });
  const [, init] = fetch.mock.calls[0];
  expect(init.headers['If-Match']).toBe('"3"');
  expect(init.headers.Authorization).toBe('Bearer token-1');
});

test('an empty answer resolves to undefined', async () => {
  const { client } = setUp({ fetch: jest.fn(async () => answer(204)) });
  await expect(client.delete('homework', 'v3/HomeworkManagement/DeleteHomework/h1')).resolves.toBeUndefined();
});

describe('time-out', () => {
  test('rejects after the default 30 s with a clear message, and logs it', async () => {
    jest.useFakeTimers();
    const { client, fetch, log } = setUp({ fetch: hangingFetch() });
    const request = client.get('people', 'v2/Student/All');
    jest.advanceTimersByTime(29_999);
    expect(await isSettled(request)).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(request).rejects.toMatchObject({ message: REQUEST_TIMED_OUT, status: 0 });
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(true);
    expect(log).toHaveBeenCalledWith(`GET v2/Student/All failed (0): ${REQUEST_TIMED_OUT}`);
  });

  test('a call may set its own time-out', async () => {
    jest.useFakeTimers();
    const { client } = setUp({ fetch: hangingFetch() });
    const request = client.post('messages', 'Notification/Notify', {}, { timeoutMs: 600_000 });
    jest.advanceTimersByTime(599_999);
    expect(await isSettled(request)).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(request).rejects.toMatchObject({ message: REQUEST_TIMED_OUT });
  });
});

describe('cancellation', () => {
  test("the caller's signal aborts the request and rejects with 'Cancelled by user', not logged", async () => {
    const { client, fetch, log } = setUp({ fetch: hangingFetch() });
    const controller = new AbortController();
    const request = client.post('homework', 'v3/HomeworkManagement/Create', { Title: 'x' }, { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ message: MESSAGES.cancelledByUser, status: 0 });
    expect(fetch.mock.calls[0][1].signal.aborted).toBe(true);
    expect(log).not.toHaveBeenCalled();
  });

  test('an already cancelled signal sends nothing', async () => {
    const { client, fetch } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(client.get('people', 'v2/Teacher/All', { signal: controller.signal })).rejects.toThrow(MESSAGES.cancelledByUser);
    expect(fetch).not.toHaveBeenCalled();
  });
});

test('a call made while the token is being renewed (a page waking from sleep) waits for the new token and is sent', async () => {
  let renewed: (token: string) => void = () => undefined;
  const { client, fetch } = setUp({
    getAccessToken: () => null,
    waitForAccessToken: () => new Promise<string | null>((resolve) => (renewed = resolve)),
  });
  const call = client.get('people', 'v2/Teacher/All');
  expect(await isSettled(call)).toBe(false);
  renewed('token-2');
  await expect(call).resolves.toEqual([{ Id: 't1' }]);
  expect(fetch.mock.calls[0][1].headers.Authorization).toBe('Bearer token-2');
});

test("no request while signed out: rejects with 'Not authenticated, abandoning request'", async () => {
  const { client, fetch, log } = setUp({ getAccessToken: () => null });
  await expect(client.get('people', 'v2/Teacher/All')).rejects.toMatchObject({
    message: MESSAGES.notAuthenticated,
    status: 0,
  });
  await expect(client.upload('homework', 'v3/HomeworkManagement/UploadAttachment', new FormData())).rejects.toThrow(
    MESSAGES.notAuthenticated,
  );
  expect(fetch).not.toHaveBeenCalled();
  expect(log).toHaveBeenCalledWith(`GET v2/Teacher/All failed (0): ${MESSAGES.notAuthenticated}`);
});

test.each([401, 403])('%i calls onUnauthorised, logs and rejects', async (status) => {
  const { client, onUnauthorised, log } = setUp({ fetch: jest.fn(async () => answer(status, { message: 'Forbidden' })) });
  const request = client.get('schoolAdmin', 'v1/Role/CurrentUser');
  await expect(request).rejects.toBeInstanceOf(ApiError);
  await expect(request).rejects.toMatchObject({ status });
  expect(onUnauthorised).toHaveBeenCalledTimes(1);
  expect(log).toHaveBeenCalledWith(`GET v1/Role/CurrentUser failed (${status}): Forbidden`);
});

test.each<[number, number]>([
  [403, 0],
  [401, 1],
])('with refusalExpected, %i calls onUnauthorised %i times and still rejects', async (status, calls) => {
  const { client, onUnauthorised } = setUp({ fetch: jest.fn(async () => answer(status, { message: 'Forbidden' })) });
  await expect(client.get('people', 'v2/Teacher/All', { refusalExpected: true })).rejects.toMatchObject({ status });
  expect(onUnauthorised).toHaveBeenCalledTimes(calls);
});

describe('failed answers', () => {
  test("take the server's message and are logged with method, path and status", async () => {
    const fetch = jest.fn(async () => answer(400, { message: 'Title is required.', errors: [] }, 'Bad Request'));
    const { client, log, onUnauthorised } = setUp({ fetch });
    const request = client.post('homework', 'v3/HomeworkManagement/Create', {});
    await expect(request).rejects.toMatchObject({ message: 'Title is required.', status: 400, body: { errors: [] } });
    expect(log).toHaveBeenCalledWith('POST v3/HomeworkManagement/Create failed (400): Title is required.');
    expect(onUnauthorised).not.toHaveBeenCalled();
  });

  test('without a message fall back on the status text', async () => {
    const { client, log } = setUp({ fetch: jest.fn(async () => answer(500, '', 'Internal Server Error')) });
    await expect(client.get('people', 'v2/Student/All')).rejects.toThrow('Internal Server Error');
    expect(log).toHaveBeenCalledWith('GET v2/Student/All failed (500): Internal Server Error');
  });

  test('a network fault is logged with status 0', async () => {
    const { client, log } = setUp({ fetch: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) });
    await expect(client.get('people', 'v2/Student/All')).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
    expect(log).toHaveBeenCalledWith('GET v2/Student/All failed (0): Failed to fetch');
  });
});

test('keeps nothing: every call is sent (answers are kept by the QueryClient, see calls.ts)', async () => {
  const { client, fetch } = setUp();
  await client.get('people', 'v2/Teacher/All');
  await client.get('people', 'v2/Teacher/All');
  expect(fetch).toHaveBeenCalledTimes(2);
});

describe('upload', () => {
  class FakeXhr {
    static last: FakeXhr;
    headers: Record<string, string> = {};
    upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    ontimeout?: () => void;
    onabort?: () => void;
    timeout = 0;
    status = 0;
    statusText = '';
    responseText = '';
    method = '';
    url = '';
    sent?: FormData;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      this.sent = body;
    }
    abort() {
      this.onabort?.();
    }
    answer(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  const setUpUpload = (overrides: Partial<ApiClientDeps> = {}) =>
    setUp({ createXhr: () => new FakeXhr() as unknown as XMLHttpRequest, ...overrides });

  test('posts the form with the token, reports progress 0–100 and resolves to the answer', async () => {
    const { client } = setUpUpload();
    const progress: number[] = [];
    const form = new FormData();
    const request = client.upload('homework', 'v3/HomeworkManagement/UploadAttachment', form, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr).toMatchObject({ method: 'POST', url: 'https://homework.test/v3/HomeworkManagement/UploadAttachment', timeout: 60_000 });
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.sent).toBe(form);
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 0, total: 200 });
    xhr.upload.onprogress!({ lengthComputable: true, loaded: 101, total: 200 });
    xhr.answer(200, { Id: 'blob-1' });
    await expect(request).resolves.toEqual({ Id: 'blob-1' });
    expect(progress).toEqual([0, 51, 100]);
  });

  test('has its own time-out, which a call may lengthen', async () => {
    const { client, log } = setUpUpload();
    const request = client.upload('messages', 'v1/MessageAttachment/UploadAttachment', new FormData(), { timeoutMs: 3_600_000 });
    expect(FakeXhr.last.timeout).toBe(3_600_000);
    FakeXhr.last.ontimeout!();
    await expect(request).rejects.toThrow(REQUEST_TIMED_OUT);
    expect(log).toHaveBeenCalledWith(`POST v1/MessageAttachment/UploadAttachment failed (0): ${REQUEST_TIMED_OUT}`);
  });

  test('cancels', async () => {
    const { client } = setUpUpload();
    const controller = new AbortController();
    const request = client.upload('homework', 'up', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toThrow(MESSAGES.cancelledByUser);
  });

  test('401 calls onUnauthorised', async () => {
    const { client, onUnauthorised } = setUpUpload();
    const request = client.upload('homework', 'up', new FormData());
    FakeXhr.last.answer(401, { message: 'Unauthorised' });
    await expect(request).rejects.toMatchObject({ status: 401, message: 'Unauthorised' });
    expect(onUnauthorised).toHaveBeenCalled();
  });
});
