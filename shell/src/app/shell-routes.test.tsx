import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createSuiteMock, handle, MOCK_TEACHER_ID, type Handler, type SuiteMock } from '@homework/testing';
import { draftKey } from '@homework/platform/drafts';
import { countWaitingChanges, discardWaitingChanges, keepChange } from '@homework/platform/waiting-changes';
import { ApiError } from '@homework/platform/api';
import { trackEvent, trackPageView } from '@homework/platform/analytics';
import { useAuthStore } from '@homework/platform/auth';
import { ANALYTICS_EVENTS, LANGUAGE, MESSAGES, STATUS_PAGES, USER } from '@homework/contracts';
import { setActiveLanguage } from '@homework/platform/messages';
import { realRegistrations } from '../testing/registrations';
import { REMOTE_AREA_ID } from '../remotes/remote-area';
import { ShellApp } from './shell-app';
import { statusPageMessages } from '../status-pages/messages';

const NOT_AVAILABLE_MESSAGE = statusPageMessages.format('status.notAvailable.body', undefined, 'en');

jest.mock('@homework/platform/analytics', () => ({
  trackPageView: jest.fn(),
  trackEvent: jest.fn(),
  sanitisePath: jest.requireActual('@homework/platform/analytics').sanitisePath,
}));

const identity = (products: string[], features: { Name: string; Enabled: boolean }[] = []) => ({ Features: features, PhotoId: null, Products: products.map((Name) => ({ Name })), IsParent: false });
const roles = (record: Record<string, number>) => Object.entries(record).map(([ProductCode, Roles]) => ({ ProductCode, Roles }));

let suite: SuiteMock;
let startRemotes: jest.Mock;

function renderAt(hash: string, handlers: Handler[] = [], accessToken?: string | null) {
  suite = createSuiteMock({ handlers, accessToken });
  window.location.hash = hash;
  startRemotes = jest.fn();
  return render(<ShellApp config={suite.config} auth={suite.auth} startRemotes={startRemotes} />);
}

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const menuEntry = (name: string) => within(menu()).getByRole('menuitem', { name });
const currentHash = () => window.location.hash;

beforeEach(() => {
  jest.mocked(trackPageView).mockClear();
  jest.mocked(trackEvent).mockClear();
  (globalThis as { fetch?: unknown }).fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => realRegistrations() }));
});

test('a deep link before sign-in reports no page view: the page is reported once, when signed in', async () => {
  const beforeSignIn = renderAt('#/homework/all-homework', [], null);
  await waitFor(() => expect(suite.auth.signIn.calls).toHaveLength(1));
  expect(trackPageView).not.toHaveBeenCalled();

  // The provider sends the browser back to the same link: a new start of the shell, signed in.
  beforeSignIn.unmount();
  renderAt('#/homework/all-homework');
  await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(document.title).toBe('All Homework - Engagement'));
  expect(startRemotes).toHaveBeenCalledTimes(1);
  expect(jest.mocked(trackPageView).mock.calls).toEqual([['/homework/all-homework']]);
});

test('a status page is reported signed out too', async () => {
  renderAt('#/signedout', [], null);
  await waitFor(() => expect(trackPageView).toHaveBeenCalledWith('/signedout'));
  expect(trackPageView).toHaveBeenCalledTimes(1);
});

test('a teacher at the root lands on the first menu entry, Messages, inside the layout', async () => {
  renderAt('#/');
  await waitFor(() => expect(currentHash()).toBe('#/messages'));
  expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  for (const entry of ['Messages', 'Homework', 'Dashboard', 'All Homework', 'Create', 'Help']) expect(menuEntry(entry)).toBeInTheDocument();
  expect(within(menu()).getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');

  const banner = screen.getByRole('banner');
  expect(within(banner).getByText('Engagement')).toBeInTheDocument();
  expect(within(banner).getByText('Demo School')).toBeInTheDocument();
  expect(within(banner).getByText('Ms A Teacher')).toBeInTheDocument();

  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(breadcrumb).toHaveTextContent('Messages');
  await waitFor(() => expect(document.title).toBe('Messages - Engagement'));
  expect(document.getElementById(REMOTE_AREA_ID)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Help - Engagement Portal' })).toHaveAttribute('href', suite.config.links.help);

  expect(startRemotes).toHaveBeenCalledTimes(1);
  const [{ registrations, can }] = startRemotes.mock.calls[0];
  expect(registrations.map((r: { name: string }) => r.name)).toEqual(['mf_homework', 'mf_marking', 'mf_dashboard', 'mf_messaging']);
  expect(can('messages')).toBe(true);
  expect(trackPageView).toHaveBeenCalledWith('/messages');
});

test('the menu navigates; breadcrumbs, title and page views follow every route change', async () => {
  renderAt('#/homework/dashboard');
  await screen.findByRole('navigation', { name: 'Main menu' });
  fireEvent.click(menuEntry('Create'));
  await waitFor(() => expect(currentHash()).toBe('#/homework/create'));
  await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Create'));
  await waitFor(() => expect(document.title).toBe('Create - Engagement'));
  expect(trackPageView).toHaveBeenCalledWith('/homework/create');

  act(() => void (window.location.hash = '#/homework/teacherview/h1/s1?homeworktitle=Poetry%20essay'));
  await waitFor(() => expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Poetry essay'));
  expect(document.title).toBe('Poetry essay - Engagement');
  await waitFor(() => expect(trackPageView).toHaveBeenLastCalledWith('/homework/teacherview/h/s'));
  // The marking view names its next student in the address: the same page, no second view.
  const views = jest.mocked(trackPageView).mock.calls.length;
  act(() => void (window.location.hash = '#/homework/teacherview/h1/s2?homeworktitle=Poetry%20essay'));
  await waitFor(() => expect(currentHash()).toBe('#/homework/teacherview/h1/s2?homeworktitle=Poetry%20essay'));
  expect(trackPageView).toHaveBeenCalledTimes(views);
});

describe('Sign Out with unsaved drafts on this computer', () => {
  const kept = [draftKey('marking', MOCK_TEACHER_ID, 'h1', 's1'), draftKey('message', MOCK_TEACHER_ID, 'school-1')];
  const othersDraft = draftKey('message', 'another-teacher', 'school-1');
  beforeEach(() => [...kept, othersDraft].forEach((key) => window.localStorage.setItem(key, '{}')));

  async function clickSignOut() {
    fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    return screen.findByRole('dialog', { name: 'Sign out and discard your unsaved work?' });
  }

  test('asks first, saying how many go; Cancel signs nothing out and loses nothing', async () => {
    renderAt('#/homework/all-homework');
    await screen.findByRole('navigation', { name: 'Main menu' });
    const question = await clickSignOut();
    expect(question).toHaveTextContent('You have 2 unsaved drafts on this computer');
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(suite.auth.signOut.calls).toHaveLength(0);
    // The menu item that asked has gone: the focus goes back to the user menu's button.
    await waitFor(() => expect(screen.getByRole('button', { name: /^User menu/ })).toHaveFocus());
    expect(kept.map((key) => window.localStorage.getItem(key))).toEqual(['{}', '{}']);
  });

  test("Discard clears the user's drafts (not another user's) and signs out", async () => {
    renderAt('#/homework/all-homework');
    await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(await clickSignOut()).getByRole('button', { name: 'Discard and sign out' }));
    await waitFor(() => expect(suite.auth.signOut.calls).toHaveLength(1));
    expect(kept.map((key) => window.localStorage.getItem(key))).toEqual([null, null]);
    expect(window.localStorage.getItem(othersDraft)).toBe('{}');
  });

  test('Keep signs out and keeps them', async () => {
    renderAt('#/homework/all-homework');
    await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(within(await clickSignOut()).getByRole('button', { name: 'Keep it and sign out' }));
    expect(suite.auth.signOut.calls).toHaveLength(1);
    expect(kept.map((key) => window.localStorage.getItem(key))).toEqual(['{}', '{}']);
  });
});

describe('Sign Out with marking changes not sent yet (made while the connection was down)', () => {
  const change = (userId: string) => ({ userId, schoolId: 'school-1', kind: 'marking', about: 'h1', idempotencyKey: `key-${userId}`, request: {}, madeAt: '2026-12-06T10:00:00.000Z' });
  beforeEach(async () => {
    await keepChange(change(MOCK_TEACHER_ID));
    await keepChange(change('another-teacher'));
  });
  afterEach(async () => {
    await discardWaitingChanges(MOCK_TEACHER_ID);
    await discardWaitingChanges('another-teacher');
  });

  test("asks first, saying how many go; Discard clears the user's (not another user's) and signs out", async () => {
    renderAt('#/homework/all-homework');
    await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    const question = await screen.findByRole('dialog', { name: 'Sign out and discard your unsaved work?' });
    expect(question).toHaveTextContent('You have 1 marking change not sent yet (made while the connection was down) on this computer.');
    expect(suite.auth.signOut.calls).toHaveLength(0);
    fireEvent.click(within(question).getByRole('button', { name: 'Discard and sign out' }));
    await waitFor(() => expect(suite.auth.signOut.calls).toHaveLength(1));
    expect(await countWaitingChanges(MOCK_TEACHER_ID)).toBe(0);
    expect(await countWaitingChanges('another-teacher')).toBe(1);
  });
});

test("the Signed out page's Sign In comes back to the page the session ended on", async () => {
  renderAt('#/signedout?from=%23%2Fhomework%2Fedit%2Fh1', [], null);
  fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
  expect(suite.auth.signIn.calls).toEqual([['#/homework/edit/h1']]);
});

test('the user menu: school, name, My Profile in a new tab and Sign Out', async () => {
  renderAt('#/homework/all-homework');
  await screen.findByRole('navigation', { name: 'Main menu' });
  fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
  const profile = await screen.findByRole('link', { name: 'My Profile' });
  expect(profile).toHaveAttribute('href', suite.config.links.profile);
  expect(profile).toHaveAttribute('target', '_blank');
  fireEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  // At once, once it has found nothing kept on this computer to ask about.
  await waitFor(() => expect(suite.auth.signOut.calls).toHaveLength(1));
  // On its way to the provider's sign-out, the shell starts no sign-in (it raced the sign-out there).
  expect(await screen.findByRole('status')).toHaveTextContent('Signing out');
  expect(suite.auth.signIn.calls).toEqual([]);
});

test('the user menu’s language choice: Cymraeg kept for the teacher and shown at once, <html lang> with it, then English again (decision 0040)', async () => {
  renderAt('#/homework/all-homework', [handle(LANGUAGE.choose, ({ body }) => ({ Chosen: body.Language, School: 'en' as const, Active: body.Language ?? 'en' }))]);
  try {
    await screen.findByRole('navigation', { name: 'Main menu' });
    fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cymraeg' }));
    expect(await screen.findByRole('navigation', { name: 'Prif ddewislen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('cy');
    expect(screen.getByRole('link', { name: 'Cymorth - Porth Ymgysylltu' })).toBeInTheDocument();
    expect(suite.network.requestsTo(LANGUAGE.choose).map(({ body }) => body)).toEqual([{ Language: 'cy' }]);
    // The menu again, in Welsh, with the note that the Welsh awaits review.
    fireEvent.click(screen.getByRole('button', { name: /^Dewislen defnyddiwr/ }));
    expect(await screen.findByText('Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Allgofnodi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en-GB');
    expect(suite.network.requestsTo(LANGUAGE.choose).map(({ body }) => body)).toEqual([{ Language: 'cy' }, { Language: 'en' }]);
  } finally {
    act(() => setActiveLanguage('en'));
  }
});

test('English chosen while the kept language is still being read stays English when that reading arrives', async () => {
  let answerKept!: () => void;
  const kept = new Promise<void>((resolve) => (answerKept = resolve));
  // A reload paints in the language last shown (Welsh) while the server's kept one is asked for.
  act(() => setActiveLanguage('cy'));
  renderAt('#/homework/all-homework', [
    handle(LANGUAGE.mine, async () => {
      await kept;
      return { Chosen: 'cy' as const, School: 'en' as const, Active: 'cy' as const };
    }),
    handle(LANGUAGE.choose, ({ body }) => ({ Chosen: body.Language, School: 'en' as const, Active: body.Language ?? 'en' })),
  ]);
  try {
    fireEvent.click(await screen.findByRole('button', { name: /^Dewislen defnyddiwr/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(suite.network.requestsTo(LANGUAGE.choose)).toHaveLength(1));
    await waitFor(() => expect(document.documentElement.lang).toBe('en-GB'));
    await act(async () => {
      answerKept();
      await kept;
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.documentElement.lang).toBe('en-GB');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  } finally {
    act(() => setActiveLanguage('en'));
  }
});

test('a standalone homework teacher: header Homework, no Messages, and /messages is unauthorised', async () => {
  renderAt('#/homework/all-homework', [
    handle(USER.identities, identity(['standalonehomework'])),
    handle(USER.roleCurrentUser, roles({ standalonehomework: 1 })),
  ]);
  await screen.findByRole('navigation', { name: 'Main menu' });
  expect(within(screen.getByRole('banner')).getByText('Homework')).toBeInTheDocument();
  expect(within(menu()).queryByRole('menuitem', { name: 'Messages' })).not.toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('All Homework - Homework'));
  act(() => void (window.location.hash = '#/messages'));
  await waitFor(() => expect(currentHash()).toBe('#/unauthorised'));
});

test('a user without a qualifying product goes to noLicenses', async () => {
  renderAt('#/', [handle(USER.identities, identity([]))]);
  await waitFor(() => expect(currentHash()).toBe('#/noLicenses'));
  expect(await screen.findByText(STATUS_PAGES.noLicenses.title)).toBeInTheDocument();
});

test('a user without a qualifying role goes to unauthorised, offered the products they hold', async () => {
  renderAt('#/homework/all-homework', [
    handle(USER.identities, identity(['parent', 'options'])),
    handle(USER.roleCurrentUser, roles({ options: 1 })),
  ]);
  await waitFor(() => expect(currentHash()).toBe('#/unauthorised'));
  expect(await screen.findByText(MESSAGES.unauthorisedSignedIn)).toBeInTheDocument();
  // The suite's config has no Options link here, so the product is not offered.
  expect(screen.queryByRole('button', { name: 'Options' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: STATUS_PAGES.unauthorised.title })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
});

test('when the identity cannot be fetched, the unauthorised page says Unauthorised', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderAt('#/homework/all-homework', [handle(USER.identities, new ApiError('Forbidden', 403))]);
  await waitFor(() => expect(currentHash()).toBe('#/unauthorised'));
  expect(await screen.findByText(MESSAGES.unauthorisedFetch)).toBeInTheDocument();
  warn.mockRestore();
});

test('parent-lite-only staff reach only /sickness, which records its event', async () => {
  renderAt('#/', [
    handle(USER.identities, identity(['parent-lite'], [{ Name: 'enable-sicknessreport', Enabled: true }])),
    handle(USER.roleCurrentUser, roles({ engagement: 3 })),
  ]);
  await waitFor(() => expect(currentHash()).toBe('#/sickness'));
  await waitFor(() => expect(trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.clickedFromSicknessMenu));
  expect(within(menu()).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Sickness']);
  act(() => void (window.location.hash = '#/homework/all-homework'));
  await waitFor(() => expect(currentHash()).toBe('#/sickness'));
});

test('an unclaimed /homework route shows that the page is not available, in the layout and the page frame', async () => {
  renderAt('#/homework/nothing-here');
  expect(await screen.findByText(NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  const frame = screen.getByRole('region', { name: 'Page not available' });
  expect(within(frame).getByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
  expect(within(frame).getByText(NOT_AVAILABLE_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
});

test('a protected route signs in first, asking to come back to it', async () => {
  renderAt('#/homework/create', [], null);
  await waitFor(() => expect(suite.auth.signIn.calls).toEqual([['#/homework/create']]));
  expect(screen.getByRole('status')).toHaveTextContent('Signing in');
});

test('the signed-out page needs no sign-in and offers it', async () => {
  renderAt('#/signedOut', [], null);
  expect(await screen.findByText(STATUS_PAGES.signedOut.body)).toBeInTheDocument();
  expect(suite.auth.signIn.calls).toEqual([]);
  expect(document.title).toBe('Signed out - Engagement');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(suite.auth.signIn.calls).toEqual([['#/']]);
});

test('a session that runs out on a page starts no sign-in of its own: the Signed out page, which names the page, is where it goes', async () => {
  renderAt('#/homework/all-homework');
  await screen.findByRole('navigation', { name: 'Main menu' });
  act(() => useAuthStore.setState({ status: 'expired', user: null }));
  await act(async () => {
    window.location.hash = '#/signedout?from=%23%2Fhomework%2Fall-homework';
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(await screen.findByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(suite.auth.signIn.calls).toEqual([]);
});
