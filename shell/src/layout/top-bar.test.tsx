import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SuiteQueryProvider } from '@homework/platform/api';
import { createSuiteMock, mockCurrentUser } from '@homework/testing';
import { TopBar, type TopBarProps } from './top-bar';

const props = (overrides: Partial<TopBarProps>): TopBarProps => ({
  headerTitle: 'Engagement',
  user: null,
  photoId: null,
  profileUrl: 'http://profile.test',
  signedIn: true,
  onSignIn: jest.fn(),
  onSignOut: jest.fn(),
  ...overrides,
});

const render = (ui: ReactElement) => renderBare(ui, { wrapper: SuiteQueryProvider });

beforeEach(() => createSuiteMock());

test('a user without a photo finds the user menu by their initials', () => {
  render(<TopBar {...props({ user: mockCurrentUser })} />);
  // Whose initials it shows is part of its name (WCAG 2.5.3, label in name).
  expect(screen.getByRole('button', { name: 'User menu, AT (Ms A Teacher)' })).toHaveTextContent('AT');
});

test('no user to show: the user menu button shows its name', () => {
  render(<TopBar {...props({ signedIn: false })} />);
  expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('User menu');
});
