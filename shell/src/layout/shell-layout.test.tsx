import { fireEvent, render, screen } from '@testing-library/react';
import { shellMessages } from '../messages';
import { FOLDABLE_MENU_QUERY, MAIN_ID, MENU_ID, ShellLayout, type ShellLayoutProps } from './shell-layout';

const MENU_TOGGLE_LABEL = shellMessages.format('layout.menuToggle', undefined, 'en');

const props = (pathname: string, title: string, page = title): ShellLayoutProps => ({
  topBar: { headerTitle: 'Homework', user: null, photoId: null, profileUrl: 'p', signedIn: false, onSignIn: jest.fn(), onSignOut: jest.fn() },
  heading: { title },
  page,
  pathname,
  helpUrl: 'http://help.test',
  onNavigate: jest.fn(),
  children: <p>page</p>,
});

test('the skip link moves the focus to the main area without changing the route', () => {
  window.location.hash = '#/homework/all-homework';
  render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} />);
  const skip = screen.getByRole('link', { name: 'Skip to main content' });
  fireEvent.click(skip);
  expect(document.activeElement).toBe(document.getElementById(MAIN_ID));
  expect(window.location.hash).toBe('#/homework/all-homework');
});

test('the first page keeps the focus where the browser put it; a route change moves it to the main area and announces the page', () => {
  const { rerender } = render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} />);
  expect(document.activeElement).toBe(document.body);
  expect(screen.getByRole('status')).toHaveTextContent('All Homework');
  rerender(<ShellLayout {...props('/homework/create', 'Create Homework')} />);
  expect(document.activeElement).toBe(screen.getByRole('main', { name: 'Create Homework' }));
  expect(screen.getByRole('status')).toHaveTextContent('Create Homework');
});

test('a new address on the same page leaves the focus where it is (the marking view naming its next student)', () => {
  const at = (student: string) => props(`/homework/teacherview/h1/${student}`, 'Fractions', 'mf_marking:Marking');
  const { rerender } = render(<ShellLayout {...at('s1')} />);
  rerender(<ShellLayout {...at('s1')}>{<input aria-label="Grade" />}</ShellLayout>);
  const grade = screen.getByRole('textbox', { name: 'Grade' });
  grade.focus();
  rerender(<ShellLayout {...at('s2')}>{<input aria-label="Grade" />}</ShellLayout>);
  expect(document.activeElement).toBe(grade);
});

describe('on a phone or a tablet held upright (below lg)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
  const menuItems = [{ key: 'homework', label: 'Homework', path: '/homework/all-homework' }];

  test('the menu folds behind a Menu button in the page: folded, its links take no focus; the button opens it', () => {
    render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} menu={menuItems} />);
    const toggle = screen.getByRole('button', { name: MENU_TOGGLE_LABEL });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(document.getElementById(MENU_ID)).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Homework' })).toBeVisible();
  });

  test('a route change folds it again', () => {
    const { rerender } = render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} menu={menuItems} />);
    fireEvent.click(screen.getByRole('button', { name: MENU_TOGGLE_LABEL }));
    rerender(<ShellLayout {...props('/homework/create', 'Create Homework')} menu={menuItems} />);
    expect(screen.getByRole('button', { name: MENU_TOGGLE_LABEL })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('on a tablet on its side (lg to xl)', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query === FOLDABLE_MENU_QUERY })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });
  const menuItems = [{ key: 'homework', label: 'Homework', path: '/homework/all-homework' }];

  test('the menu shows at first and the Menu button folds it away, and that choice holds on the next page', () => {
    const { rerender } = render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} menu={menuItems} />);
    const toggle = screen.getByRole('button', { name: MENU_TOGGLE_LABEL });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(MENU_ID)).not.toBeVisible();
    rerender(<ShellLayout {...props('/homework/create', 'Create Homework')} menu={menuItems} />);
    expect(screen.getByRole('button', { name: MENU_TOGGLE_LABEL })).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', { name: MENU_TOGGLE_LABEL }));
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test('on a wide screen there is no Menu button and the menu shows', () => {
  render(<ShellLayout {...props('/homework/all-homework', 'All Homework')} menu={[{ key: 'homework', label: 'Homework', path: '/homework/all-homework' }]} />);
  expect(screen.queryByRole('button', { name: MENU_TOGGLE_LABEL })).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
