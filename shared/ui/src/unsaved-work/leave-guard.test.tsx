// The leave guard and the browser's history (docs/teacher-week.md, week 2 item 20): single-spa cancels
// a navigation by writing the page's address over the entry the browser moved to, which erased the page
// before it (Back, then Stay: the next Back skipped a page). The guard puts that entry back and returns
// to its own.
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BEFORE_ROUTING_EVENT, LEAVE_CONFIRM, useLeaveGuard } from './index';

function Page({ unsaved }: { unsaved: boolean }) {
  const guard = useLeaveGuard(unsaved);
  return guard.holder;
}

/** The Navigation API's current entry (Chromium), whose index says how far a Back or Forward went. */
let entryIndex = 5;
beforeAll(() => {
  Object.defineProperty(window, 'navigation', { configurable: true, value: { get currentEntry() { return { index: entryIndex }; } } });
});
afterAll(() => {
  delete (window as { navigation?: unknown }).navigation;
});

const page = `${window.location.origin}/#/homework/create`;
const before = `${window.location.origin}/#/homework/all-homework`;

/**
 * Back (or a link) moves the browser to another entry, then single-spa asks; cancelled, it writes the
 * page's address over that entry (a microtask later), as single-spa 6 does.
 */
async function navigate(to: string, index: number) {
  entryIndex = index;
  window.history.replaceState(null, '', to);
  const cancelNavigation = jest.fn();
  act(() => void window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail: { oldUrl: page, newUrl: to, cancelNavigation } })));
  if (cancelNavigation.mock.calls.length) await Promise.resolve().then(() => window.history.replaceState(null, '', page));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return cancelNavigation;
}

const question = () => screen.findByRole('dialog');

let replaced: jest.SpyInstance;
let go: jest.SpyInstance;
beforeEach(() => {
  entryIndex = 5;
  window.history.replaceState(null, '', page);
  replaced = jest.spyOn(History.prototype, 'replaceState');
  go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('Back, then Stay: the entry before is given its address back, and the browser returns to the page', async () => {
  render(<Page unsaved />);
  const cancelled = await navigate(before, 4);
  expect(cancelled).toHaveBeenCalledWith(true);
  // Put back as it was (native replaceState, so single-spa does not route again), then forward one.
  expect(replaced).toHaveBeenLastCalledWith(null, '', before);
  expect(window.location.href).toBe(before);
  expect(go).toHaveBeenCalledWith(1);
  const asked = await question();
  await userEvent.click(within(asked).getByRole('button', { name: LEAVE_CONFIRM.cancelText }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(go).toHaveBeenCalledTimes(1);
});

test('Back three pages, then Leave: the browser goes where Back took it, without loading the suite again', async () => {
  render(<Page unsaved />);
  await navigate(before, 2);
  expect(go).toHaveBeenLastCalledWith(3);
  const asked = await question();
  await userEvent.click(within(asked).getByRole('button', { name: LEAVE_CONFIRM.okText }));
  expect(go).toHaveBeenLastCalledWith(-3);
});

test('a menu link, then Stay: the link\'s entry is left ahead (Forward asks again), the browser back on the page', async () => {
  render(<Page unsaved />);
  const menu = `${window.location.origin}/#/messages`;
  await navigate(menu, 6);
  expect(replaced).toHaveBeenLastCalledWith(null, '', menu);
  expect(go).toHaveBeenCalledWith(-1);
  await question();
});

test('the session ended (the Signed out page): nothing is asked, as the work is kept as a draft', async () => {
  render(<Page unsaved />);
  const cancelled = await navigate(`${window.location.origin}/#/signedout?from=%23%2Fhomework%2Fcreate`, 6);
  expect(cancelled).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('nothing unsaved: nothing cancelled, nothing rewritten', async () => {
  render(<Page unsaved={false} />);
  const cancelled = await navigate(before, 4);
  expect(cancelled).not.toHaveBeenCalled();
  expect(replaced).toHaveBeenCalledTimes(1); // the browser's own move, nothing after
  expect(go).not.toHaveBeenCalled();
});
