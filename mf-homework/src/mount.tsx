// Exposed as './mount': for products of the suite that are not single-spa hosts.
//   const unmount = mount(element, { config, getAccessToken, onNavigate });
// (README "Embedding the homework remote"; examples/embedding is a page that does it.)
// If the suite singleton is not initialised yet (a foreign host), it is initialised here with the
// host's token getter: the auth service is an adapter over that getter (sign-in and sign-out stay
// the host's business), and the API client sends the host's token.
import { createRoot } from 'react-dom/client';
import type { AuthService, AuthStatus } from '@homework/platform/auth';
import { createApiClient, initSuite, isSuiteInitialised, SuiteQueryProvider } from '@homework/platform/api';
import { ErrorPanel, SuiteTheme, prebuiltStylesReady } from '@homework/platform/remote';
import { RemoteRoutes } from '@homework/ui';
import { Component, useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HOMEWORK_PAGES, type SuiteConfig } from '@homework/contracts';
import { routes } from './routes';

export interface MountProps {
  config: SuiteConfig;
  getAccessToken: () => string | null;
  /** First route shown (memory routing, so the host's URL is left alone); default the all-homework list. */
  initialPath?: string;
  /** Called when the API answers 401/403; default: nothing beyond the failed call. */
  onUnauthorised?: () => void;
  /** Called when the user must sign in (the host owns sign-in). */
  onSignInRequired?: (returnTo?: string) => void;
  /**
   * Called with the remote's path (and query) when it is mounted and each time its route changes, so
   * the host can reflect it in its own address or act on it: a path outside this remote's routes
   * (the marking of a homework, say) shows nothing here, and is the host's to open.
   */
  onNavigate?: (path: string) => void;
}

export const DEFAULT_MOUNT_PATH = HOMEWORK_PAGES.allHomework.href();

/** An AuthService over a foreign host's token getter. */
export function hostAuthAdapter(props: MountProps): AuthService {
  const status = (): AuthStatus => (props.getAccessToken() ? 'authenticated' : 'unauthenticated');
  return {
    restore: async () => status(),
    signIn: async (returnToHash?: string) => props.onSignInRequired?.(returnToHash),
    handleSignInCallback: async () => '#/',
    handleSilentRenewCallback: async () => undefined,
    signOut: async () => undefined,
    signOutLocally: async () => undefined,
    getAccessToken: () => props.getAccessToken(),
    // The host renews its own tokens: what it gives now is all there is.
    waitForAccessToken: async () => props.getAccessToken(),
  };
}

/** Tells the host where the remote's memory router is. */
function ReportNavigation({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onNavigate(`${pathname}${search}`), [onNavigate, pathname, search]);
  return null;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <ErrorPanel error={this.state.error} /> : this.props.children;
  }
}

export function mount(element: HTMLElement, props: MountProps): () => void {
  if (!isSuiteInitialised()) {
    const auth = hostAuthAdapter(props);
    const api = createApiClient({
      config: props.config,
      getAccessToken: props.getAccessToken,
      onUnauthorised: props.onUnauthorised ?? (() => undefined),
      log: (message) => console.warn(`[mf-homework] ${message}`),
    });
    initSuite({ config: props.config, auth, api });
  }
  const root = createRoot(element);
  let mounted = true;
  // Drawn once the page has antd's prebuilt styles (never unstyled), unless unmounted before then.
  void prebuiltStylesReady.then(() => {
    if (!mounted) return;
    root.render(
      <Boundary>
        {/* The suite's theme (contrast, focus) whatever the host, as in the shell. */}
        <SuiteTheme>
          <SuiteQueryProvider>
            {/* Memory routing: the host's address is the host's. */}
            <MemoryRouter initialEntries={[props.initialPath ?? DEFAULT_MOUNT_PATH]}>
              {props.onNavigate ? <ReportNavigation onNavigate={props.onNavigate} /> : null}
              <RemoteRoutes routes={routes} />
            </MemoryRouter>
          </SuiteQueryProvider>
        </SuiteTheme>
      </Boundary>,
    );
  });
  return () => {
    mounted = false;
    root.unmount();
  };
}
