import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { LifeCycles } from 'single-spa';
import type { RemoteRegistration } from '@homework/contracts';
import { createAppLoader, createFallbackLifecycles } from './app-loader';
import type { Federation } from './federation';
import { REMOTE_AREA_ID } from './remote-area';
import { REMOTE_FAILED_MESSAGE } from './remote-error-panel';

jest.mock('./federation', () => ({
  isFallbackModule: (value: unknown) => !!value && (value as { __homeworkRemoteFailed?: boolean }).__homeworkRemoteFailed === true,
}));

const registration: RemoteRegistration = {
  name: 'mf_dashboard',
  section: 'Homework',
  routes: [{ path: '/homework/dashboard', title: 'Dashboard', access: 'signedIn' }],
  menu: [],
  manifest: '/remotes/mf-dashboard/mf-manifest.json',
};
type Props = Record<string, unknown>;
const props = { name: 'mf_dashboard' } as Props;
const call = (lifecycle: unknown, p: Props) => (lifecycle as (p: Props) => Promise<void>)(p);

function fakeFederation(load: Federation['load']): Federation & { registered: { force?: boolean }[] } {
  const registered: { force?: boolean }[] = [];
  return { registered, register: (_r, options) => void registered.push(options ?? {}), load: jest.fn(load) };
}

function remoteApp(): LifeCycles<Props> & { mounted: HTMLElement[] } {
  const mounted: HTMLElement[] = [];
  return {
    mounted,
    bootstrap: async () => undefined,
    mount: async (p) => {
      const element = (p as unknown as { domElement: HTMLElement }).domElement;
      mounted.push(element);
      element.innerHTML = '<h2>Dashboard</h2>';
    },
    unmount: async (p) => {
      (p as unknown as { domElement: HTMLElement }).domElement.innerHTML = '';
    },
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = `<div id="${REMOTE_AREA_ID}"></div>`;
});
afterEach(() => warn.mockRestore());

test('a loaded remote mounts into its own container in the remote area, removed again on unmount', async () => {
  const app = remoteApp();
  const federation = fakeFederation(async () => app);
  const lifecycles = await createAppLoader(registration, { federation, onRetry: jest.fn() })();
  await call(lifecycles.bootstrap, props);
  await call(lifecycles.mount, props);
  expect(federation.load).toHaveBeenCalledWith('mf_dashboard/app');
  const area = document.getElementById(REMOTE_AREA_ID)!;
  expect(area.querySelector('[data-remote="mf_dashboard"] h2')?.textContent).toBe('Dashboard');
  await call(lifecycles.unmount, props);
  expect(area.children).toHaveLength(0);
});

test('mounting waits for the layout to render the remote area', async () => {
  document.body.innerHTML = '';
  const app = remoteApp();
  const lifecycles = await createAppLoader(registration, { federation: fakeFederation(async () => app), onRetry: jest.fn() })();
  const mounting = (lifecycles.mount as (p: Props) => Promise<void>)(props);
  const area = document.createElement('div');
  area.id = REMOTE_AREA_ID;
  document.body.appendChild(area);
  await mounting;
  expect(app.mounted[0].parentElement).toBe(area);
});

test('a failed load is retried once, after forgetting the runtime caches, then becomes the error panel', async () => {
  const federation = fakeFederation(async () => {
    throw new Error('manifest 404');
  });
  const onRetry = jest.fn();
  const lifecycles = await createAppLoader(registration, { federation, onRetry })();
  expect(federation.load).toHaveBeenCalledTimes(2);
  expect(federation.registered).toEqual([{ force: true }]);
  await act(async () => {
    await call(lifecycles.bootstrap, props);
    await call(lifecycles.mount, props);
  });
  expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(/manifest 404/)).toBeInTheDocument();
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  jest.runAllTimers();
  jest.useRealTimers();
  expect(onRetry).toHaveBeenCalledWith('mf_dashboard');
  await act(async () => {
    await call(lifecycles.unmount, props);
  });
  expect(screen.queryByText(REMOTE_FAILED_MESSAGE)).not.toBeInTheDocument();
});

test("the runtime's errorLoadRemote fallback module counts as a failure", async () => {
  const federation = fakeFederation(async () => ({ __homeworkRemoteFailed: true, error: new Error('entry failed') }));
  const lifecycles = await createAppLoader(registration, { federation, onRetry: jest.fn() })();
  await act(async () => {
    await call(lifecycles.mount, props);
  });
  expect(await screen.findByText(REMOTE_FAILED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByText(/entry failed/)).toBeInTheDocument();
});

test('a module without lifecycles is a failure too', async () => {
  const lifecycles = await createAppLoader(registration, { federation: fakeFederation(async () => ({ default: 1 })), onRetry: jest.fn() })();
  await act(async () => {
    await call(lifecycles.mount, props);
  });
  expect(await screen.findByText(/does not export single-spa lifecycles/)).toBeInTheDocument();
});

test('a slow remote shows the panel after the time-out; the next load (Retry) starts afresh and can succeed', async () => {
  let answer: () => Promise<unknown> = () => new Promise(() => undefined);
  const federation = fakeFederation(() => answer());
  const loader = createAppLoader(registration, { federation, onRetry: jest.fn(), timeoutMs: 20 });
  const slow = await loader();
  expect(federation.load).toHaveBeenCalledTimes(1); // a time-out is not retried at once
  await act(async () => {
    await call(slow.mount, props);
  });
  expect(await screen.findByText(/did not answer within/)).toBeInTheDocument();
  await act(async () => {
    await call(slow.unmount, props);
  });

  const app = remoteApp();
  answer = async () => app;
  const fresh = await loader();
  expect(federation.registered).toEqual([{ force: true }]);
  await call(fresh.mount, props);
  await waitFor(() => expect(document.querySelector('h2')?.textContent).toBe('Dashboard'));
});

test('fallback lifecycles render into the element they are given', async () => {
  const element = document.createElement('div');
  const fallback = createFallbackLifecycles('mf_x', 'boom', jest.fn());
  await act(async () => {
    await (fallback.mount as (p: Props) => Promise<void>)({ domElement: element });
  });
  expect(element.textContent).toContain(REMOTE_FAILED_MESSAGE);
  await act(async () => {
    await (fallback.unmount as (p: Props) => Promise<void>)({});
  });
  expect(element.textContent).toBe('');
});
