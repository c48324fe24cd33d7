// A remote's './app': single-spa lifecycles made with single-spa-react (React 19 createRoot).
// Built into each remote, not shared: its routes run on the remote's own router (react-router-dom is
// not a shared library: each React root has its own, so a remote may use any of its exports).
// The shell passes `domElement` (its remote area); a page that throws is contained by the error
// boundary, which renders an error panel in this remote's area only.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel, SuiteTheme, prebuiltStylesReady, type RemoteLifecycles, type RemoteRouteTable } from '@homework/platform/remote';
import { SuiteLocale } from '../antd-locale';
import { RemoteRoot, type RemoteRoutesProps } from './remote-root';
import { loadRoute } from './route-loaders';

/** A remote's lifecycles, and how its development build swaps in the pages a hot update brings. */
export interface RemoteApp extends RemoteLifecycles {
  /**
   * Called by the shell when it loads this remote for the page being opened, before mounting it (and
   * by bootstrap, for a page opened later): that route's loader asks for what the page will read.
   */
  prepare(): void;
  /** Draws the pages of `routes` in place of those the app was made with, in every mounted root: no reload. */
  replaceRoutes(routes: RemoteRouteTable): void;
}

/**
 * A module's hot-update interface in a development build (webpack's `module.hot`; `import.meta`
 * would make the file ES-module-only, which the unit tests' CommonJS cannot load), undefined
 * elsewhere. A remote's app.tsx accepts its route table's module with it:
 *   declare const module: HotModule;
 *   module.hot?.accept('./routes', () => app.replaceRoutes(routes));
 */
export type HotModule = { hot?: { accept(dependencies: string | string[], onUpdate: () => void): void } };

export type RemoteAppProps = RemoteRoutesProps;

export function createRemoteApp({ routes }: RemoteAppProps): RemoteApp {
  let current = routes;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Root() {
    const shown = React.useSyncExternalStore(subscribe, () => current);
    return <RemoteRoot routes={shown} />;
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // The suite's theme (contrast, focus) in every remote, whatever the host; antd's texts in the page's language.
    rootComponent: () => (
      <SuiteTheme>
        <SuiteLocale>
          <Root />
        </SuiteLocale>
      </SuiteTheme>
    ),
    errorBoundary: (error) => <ErrorPanel error={error} />,
  });
  const prepare = () => void loadRoute(current, window.location.hash, window.history.state);
  return {
    prepare,
    // Started once, when the suite first opens one of this remote's pages: its data is asked for before it renders.
    bootstrap: (props) => {
      prepare();
      return lifecycles.bootstrap(props);
    },
    // Drawn once the page has antd's prebuilt styles: never unstyled.
    mount: async (props) => {
      await prebuiltStylesReady;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
    replaceRoutes(next) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
