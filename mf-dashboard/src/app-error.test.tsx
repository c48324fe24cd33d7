import './testing/dom-polyfills';
import { act, screen } from '@testing-library/react';
import * as app from './app';

// Every page of this remote throws while rendering.
jest.mock('./pages/routes', () => {
  const contract = jest.requireActual('./contract.json') as { routes: { path: string }[] };
  const Broken = () => {
    throw new Error('page exploded');
  };
  return { PAGES: Object.fromEntries(contract.routes.map((route) => [route.path, Broken])) };
});

type Props = Record<string, unknown>;
/** Moves to a hash and lets its hashchange pass before anything listens. */
const goTo = (hash: string) =>
  new Promise<void>((resolve) => {
    if (window.location.hash === hash) return resolve();
    window.addEventListener('hashchange', () => resolve(), { once: true });
    window.location.hash = hash;
  });
const call = (lifecycle: unknown, props: Props) => (lifecycle as (p: Props) => Promise<void>)(props);

test('a page that throws is contained: the error panel shows in this remote area only', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await goTo('#/homework/dashboard');
  const outside = document.createElement('p');
  outside.textContent = 'the rest of the page';
  const domElement = document.createElement('div');
  document.body.append(outside, domElement);
  const props = { name: 'mf_dashboard', domElement };
  await call(app.bootstrap, props);
  // single-spa-react resolves mount after React commits, which act holds back until it ends.
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = call(app.mount, props);
  });
  await mounted;
  expect(await screen.findByText('Something went wrong on this page.')).toBeInTheDocument();
  expect(screen.getByText(/page exploded/)).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByText('Something went wrong on this page.'));
  expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  let unmounted: Promise<void> = Promise.resolve();
  await act(async () => {
    unmounted = call(app.unmount, props);
  });
  await unmounted;
  error.mockRestore();
});
