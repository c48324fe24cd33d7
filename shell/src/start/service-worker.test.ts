import { SERVICE_WORKER_PATH } from '@homework/contracts';
import { installServiceWorker } from './service-worker';

function fakeWindow(readyState: DocumentReadyState, register?: jest.Mock) {
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: register ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
  } as unknown as Window;
  return { win, fire: (type: string) => listeners[type]?.() };
}

test('installs once the page has loaded, not during the start', () => {
  const register = jest.fn().mockResolvedValue({});
  const { win, fire } = fakeWindow('interactive', register);
  installServiceWorker(win);
  expect(register).not.toHaveBeenCalled();
  fire('load');
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_PATH);
});

test('installs at once on a page already loaded', () => {
  const register = jest.fn().mockResolvedValue({});
  installServiceWorker(fakeWindow('complete', register).win);
  expect(register).toHaveBeenCalledTimes(1);
});

test('a browser without service workers, or one that refuses, starts as before', async () => {
  expect(() => installServiceWorker(fakeWindow('complete').win)).not.toThrow();
  const refused = jest.fn().mockRejectedValue(new DOMException('Not allowed', 'SecurityError'));
  installServiceWorker(fakeWindow('complete', refused).win);
  await expect(refused.mock.results[0]!.value).rejects.toThrow('Not allowed');
});
