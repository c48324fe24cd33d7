// Renders a remote as the shell does (its routes under a router), at a path, for page tests.
import type { ComponentType, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { SuiteQueryProvider } from '@homework/platform/api';
import type { RemoteRouteTable } from '@homework/platform/remote';

/**
 * antd's styles kept out of the document: jsdom matches every rule of every style sheet each time a
 * query or user-event reads an element's computed style, and antd's thousands of rules make each read
 * take most of a second. Tests look at roles, names and texts, not at styles. (@ant-design/cssinjs is
 * antd's own, resolved from antd so that it is the same instance antd renders with.)
 */
const { StyleProvider } = jest.requireActual(require.resolve('@ant-design/cssinjs', { paths: [require.resolve('antd')] })) as {
  StyleProvider: ComponentType<{ mock?: 'server' | 'client'; children?: ReactNode }>;
};
const NoAntdStyles = ({ children }: { children: ReactNode }) => <StyleProvider mock="server">{children}</StyleProvider>;

/** A remote's routes at `path` as the shell mounts them. */
function remoteAt(routes: RemoteRouteTable, path: string, state: unknown, probe?: ReactNode) {
  // The real routes, read when a page is rendered: a test mocks '@homework/ui' with this package's
  // sharedUiMock, so importing it here would run that mock while this package is being loaded.
  const { RemoteRoutes } = jest.requireActual<typeof import('@homework/ui')>('@homework/ui');
  const [pathname, search] = path.split('?');
  return (
    <NoAntdStyles>
      <SuiteQueryProvider>
        <MemoryRouter initialEntries={[{ pathname, search: search === undefined ? '' : `?${search}`, state }]}>
          <RemoteRoutes routes={routes} />
          {probe}
        </MemoryRouter>
      </SuiteQueryProvider>
    </NoAntdStyles>
  );
}

/**
 * The HTML of a remote's first render at `path`, from what the suite's cache holds: one render, no
 * effects, no render after them. For what a page must show at once (a slow machine's renders count).
 */
export const firstRenderOfRemoteAt = (routes: RemoteRouteTable, path: string, state?: unknown): string => renderToString(remoteAt(routes, path, state));

export function renderRemoteAt(routes: RemoteRouteTable, path: string, state?: unknown) {
  const seen: { location: Location | null; navigate: NavigateFunction | null } = { location: null, navigate: null };
  function LocationProbe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  const result = render(remoteAt(routes, path, state, <LocationProbe />));
  return {
    ...result,
    location: () => seen.location!,
    /** Another address in the same router, as when the teacher types it: the routes stay mounted. */
    goTo: (to: string) => act(() => void seen.navigate!(to)),
  };
}
