// A remote's './app': single-spa lifecycles made with single-spa-react (React 19 createRoot).
// Built into each remote, not shared: its routes run on the remote's own router (react-router-dom is
// not a shared library: each React root has its own, so a remote may use any of its exports).
// The shell passes `domElement` (its remote area); a page that throws is contained by the error
// boundary, which renders an error panel in this remote's area only.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel, SuiteTheme, prebuiltStylesReady, type RemoteLifecycles, type RemoteLoaders, type RemotePages } from '@homework/platform/remote';
import { RemoteRoot, type RemoteRoutesProps } from './remote-root';
import { loadRoute } from './route-loaders';

/** A remote's lifecycles, and how its development build swaps in the pages a hot update brings. */
export interface RemoteApp extends RemoteLifecycles {
  /**
   * Called by the shell when it loads this remote for the page being opened, before mounting it (and
   * by bootstrap, for a page opened later): that route's loader asks for what the page will read.
   */
  prepare(): void;
  /** Draws `pages` in place of the pages the app was made with, in every mounted root: no reload. */
  replacePages(pages: RemotePages): void;
}

/**
 * A module's hot-update interface in a development build (webpack's `module.hot`; `import.meta`
 * would make the file ES-module-only, which the unit tests' CommonJS cannot load), undefined
 * elsewhere. A remote's app.tsx accepts its pages' module with it:
 *   declare const module: HotModule;
 *   module.hot?.accept('./pages/routes', () => app.replacePages(PAGES));
 */
export type HotModule = { hot?: { accept(dependencies: string | string[], onUpdate: () => void): void } };

export interface RemoteAppProps extends RemoteRoutesProps {
  /** What a route's page needs before it renders, by route path (see RouteLoader). */
  loaders?: RemoteLoaders;
}

export function createRemoteApp({ contract, pages, loaders = {} }: RemoteAppProps): RemoteApp {
  let current = pages;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function Root() {
    const shown = React.useSyncExternalStore(subscribe, () => current);
    return <RemoteRoot contract={contract} pages={shown} />;
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // The suite's theme (contrast, focus) in every remote, whatever the host.
    rootComponent: () => (
      <SuiteTheme>
        <Root />
      </SuiteTheme>
    ),
    errorBoundary: (error) => <ErrorPanel error={error} />,
  });
  const prepare = () => void loadRoute(contract, loaders, window.location.hash, window.history.state);
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
    replacePages(next) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}
