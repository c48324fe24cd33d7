import './testing/dom-polyfills';
import { act, screen } from '@testing-library/react';
import * as app from './app';

type Props = Record<string, unknown>;
/** Moves to a hash and lets its hashchange pass before anything listens. */
const goTo = (hash: string) =>
  new Promise<void>((resolve) => {
    if (window.location.hash === hash) return resolve();
    window.addEventListener('hashchange', () => resolve(), { once: true });
    window.location.hash = hash;
  });
const call = (lifecycle: unknown, props: Props) => (lifecycle as (p: Props) => Promise<void>)(props);

test('/messages shows its title and an honest note', async () => {
  await goTo('#/messages');
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf_messaging', domElement };
  await call(app.bootstrap, props);
  // single-spa-react resolves mount after React commits, which act holds back until it ends.
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = call(app.mount, props);
  });
  await mounted;
  expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByText('The message composer is coming in a later release.')).toBeInTheDocument();
  let unmounted: Promise<void> = Promise.resolve();
  await act(async () => {
    unmounted = call(app.unmount, props);
  });
  await unmounted;
  expect(domElement).toBeEmptyDOMElement();
});
