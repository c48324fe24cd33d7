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

async function mountAt(hash: string) {
  await goTo(hash);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf_marking', domElement };
  await call(app.bootstrap, props);
  // single-spa-react resolves mount after React commits, which act holds back until it ends.
  let mounted: Promise<void> = Promise.resolve();
  await act(async () => {
    mounted = call(app.mount, props);
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      let unmounted: Promise<void> = Promise.resolve();
      await act(async () => {
        unmounted = call(app.unmount, props);
      });
      await unmounted;
    },
  };
}

test.each([
  ['#/homework/teacherview/h-1?homeworktitle=Poetry%20essay', 'Poetry essay', 'The marking view is coming in a later release.'],
  ['#/homework/teacherview/h-1/s-2', 'Marking', 'The marking view is coming in a later release.'],
  ['#/homework/submissions/h-1', 'Submissions', 'The hand-in recorder is coming in a later release.'],
  ['#/homework/studentview/s-9', 'Student View', 'The individual student overview is coming in a later release.'],
  ['#/HOMEWORK/StudentView/s-9', 'Student View', 'The individual student overview is coming in a later release.'],
])('%s shows its title and an honest note', async (hash, title, note) => {
  const { domElement, unmount } = await mountAt(hash);
  expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText(note)).toBeInTheDocument();
  await unmount();
  expect(domElement).toBeEmptyDOMElement();
});
