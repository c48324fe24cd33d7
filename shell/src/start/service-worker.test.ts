import { SERVICE_WORKER_PATH } from '@homework/contracts';
import { SHELL_SERVICE_WORKER_DELAY_MS, SIGN_IN_FIRST_WORKER_WAIT_MS, installServiceWorker, installServiceWorkerBeforeSignIn } from './service-worker';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function fakeWindow(readyState: DocumentReadyState, register?: jest.Mock, options: { idleCallbacks?: boolean } = {}) {
  const listeners: Record<string, () => void> = {};
  const idle: (() => void)[] = [];
  const win = {
    navigator: register ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    ...(options.idleCallbacks === false ? {} : { requestIdleCallback: (run: () => void) => idle.push(run) }),
  } as unknown as Window;
  return { win, fire: (type: string) => listeners[type]?.(), idle: () => idle.splice(0).forEach((run) => run()) };
}

test('installs once the start has settled: after load, a delay, then an idle moment', () => {
  const register = jest.fn().mockResolvedValue({});
  const page = fakeWindow('interactive', register);
  installServiceWorker(page.win);
  page.fire('load');
  jest.advanceTimersByTime(SHELL_SERVICE_WORKER_DELAY_MS - 1);
  page.idle();
  expect(register).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(register).not.toHaveBeenCalled();
  page.idle();
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
});

test('on a page already loaded the delay counts from now', () => {
  const register = jest.fn().mockResolvedValue({});
  const page = fakeWindow('complete', register);
  installServiceWorker(page.win);
  jest.advanceTimersByTime(SHELL_SERVICE_WORKER_DELAY_MS);
  page.idle();
  expect(register).toHaveBeenCalledTimes(1);
});

test('a browser without idle callbacks installs after the delay', () => {
  const register = jest.fn().mockResolvedValue({});
  installServiceWorker(fakeWindow('complete', register, { idleCallbacks: false }).win);
  jest.advanceTimersByTime(SHELL_SERVICE_WORKER_DELAY_MS);
  expect(register).toHaveBeenCalledTimes(1);
});

test('a browser without service workers, or one that refuses, starts as before', async () => {
  expect(() => installServiceWorker(fakeWindow('complete').win)).not.toThrow();
  const refused = jest.fn().mockRejectedValue(new DOMException('Not allowed', 'SecurityError'));
  installServiceWorker(fakeWindow('complete', refused, { idleCallbacks: false }).win);
  jest.advanceTimersByTime(SHELL_SERVICE_WORKER_DELAY_MS);
  await expect(refused.mock.results[0]!.value).rejects.toThrow('Not allowed');
});

describe('installServiceWorkerBeforeSignIn (a first visit on its way to sign in)', () => {
  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    for (let tick = 0; tick < 10; tick += 1) await Promise.resolve();
    return done;
  };

  test('registers at once and goes on as soon as the browser has taken the worker', async () => {
    const register = jest.fn().mockResolvedValue({});
    const going = installServiceWorkerBeforeSignIn(fakeWindow('interactive', register).win);
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
    expect(await settled(going)).toBe(true);
  });

  test('a worker the browser is slow to take holds sign-in back no longer than the wait', async () => {
    const register = jest.fn().mockReturnValue(new Promise(() => undefined));
    const going = installServiceWorkerBeforeSignIn(fakeWindow('interactive', register).win);
    jest.advanceTimersByTime(SIGN_IN_FIRST_WORKER_WAIT_MS - 1);
    expect(await settled(going)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(going)).toBe(true);
  });

  test('a browser without service workers, or one that refuses, goes to sign in all the same', async () => {
    await expect(installServiceWorkerBeforeSignIn(fakeWindow('interactive').win)).resolves.toBeUndefined();
    const refused = jest.fn().mockRejectedValue(new DOMException('Not allowed', 'SecurityError'));
    await expect(installServiceWorkerBeforeSignIn(fakeWindow('interactive', refused).win)).resolves.toBeUndefined();
  });
});
