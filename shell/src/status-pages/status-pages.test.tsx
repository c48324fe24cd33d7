import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useAuthStore } from '@homework/platform/auth';
import { MESSAGES, STATUS_PAGES, type SuiteConfig } from '@homework/contracts';
import { NoLicensesPage, SignedOutPage, UnauthorisedPage } from './status-pages';

/** The page frame every page has: a region named for the page holding its one h1. */
const expectFramed = (title: string) =>
  expect(within(screen.getByRole('region', { name: title })).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();

const links: SuiteConfig['links'] = { help: 'h', activities: 'a', profile: 'p', options: 'https://options.example/' };

describe('unauthorised page', () => {
  test('shows its title and both messages, clears session storage on load and offers the other products', () => {
    window.sessionStorage.setItem('oidc.user:x', '{}');
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    render(
      <UnauthorisedPage
        otherProducts={[
          { product: 'parent', label: 'Parent Portal' },
          { product: 'options', label: 'Options' },
        ]}
        links={links}
      />,
    );
    expectFramed(STATUS_PAGES.unauthorised.title);
    expect(screen.getByText(MESSAGES.unauthorisedSignedIn)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.unauthorisedRegister)).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
    expect(screen.queryByText(MESSAGES.unauthorisedFetch)).not.toBeInTheDocument();
    // A product without a configured link is not offered at all.
    expect(screen.queryByRole('button', { name: 'Parent Portal' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Options' }));
    expect(open).toHaveBeenCalledWith('https://options.example/', '_blank', 'noopener');
    open.mockRestore();
  });

  test("says 'Unauthorised' when the identity could not be fetched", () => {
    render(<UnauthorisedPage otherProducts={null} links={links} />);
    expect(screen.getByText(MESSAGES.unauthorisedFetch)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

test('signed-out page: its texts, the auth state set to unauthenticated, and Sign In', () => {
  act(() => useAuthStore.setState({ status: 'authenticated', user: { accessToken: 't', idToken: 'i', expiresAt: 9e9, profile: { sub: 'u' } } }));
  const signIn = jest.fn();
  render(<SignedOutPage onSignIn={signIn} />);
  expectFramed(STATUS_PAGES.signedOut.title);
  expect(screen.getByText(STATUS_PAGES.signedOut.body)).toBeInTheDocument();
  expect(useAuthStore.getState()).toEqual({ status: 'unauthenticated', user: null });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(signIn).toHaveBeenCalled();
});

test('no-licences page', () => {
  render(<NoLicensesPage />);
  expectFramed(STATUS_PAGES.noLicenses.title);
  expect(screen.getByText(STATUS_PAGES.noLicenses.body)).toBeInTheDocument();
});
