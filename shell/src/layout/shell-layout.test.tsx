import { fireEvent, render, screen } from '@testing-library/react';
import { MAIN_ID, ShellLayout, type ShellLayoutProps } from './shell-layout';

const props = (pathname: string, title: string): ShellLayoutProps => ({
  topBar: { headerTitle: 'Homework', user: null, photoId: null, profileUrl: 'p', signedIn: false, onSignIn: jest.fn(), onSignOut: jest.fn() },
  heading: { title },
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
