// A remote's './app': single-spa lifecycles made with single-spa-react (React 19 createRoot).
// The shell passes `domElement` (its remote area); a page that throws is contained by the error
// boundary, which renders an error panel in this remote's area only.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { ErrorPanel } from './error-panel';
import { prebuiltStylesReady } from './prebuilt-styles';
import { RemoteRoot, type RemoteRoutesProps } from './remote-root';
import { SuiteTheme } from './suite-theme';

/** What a remote's app.tsx exports: single-spa's application lifecycles. */
export type RemoteLifecycles = Pick<ReactAppOrParcel<object>, 'bootstrap' | 'mount' | 'unmount'>;

export function createRemoteApp({ contract, pages }: RemoteRoutesProps): RemoteLifecycles {
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // The suite's theme (contrast, focus) in every remote, whatever the host.
    rootComponent: () => (
      <SuiteTheme>
        <RemoteRoot contract={contract} pages={pages} />
      </SuiteTheme>
    ),
    errorBoundary: (error) => <ErrorPanel error={error} />,
  });
  return {
    bootstrap: lifecycles.bootstrap,
    // Drawn once the page has antd's prebuilt styles: never unstyled.
    mount: async (props) => {
      await prebuiltStylesReady;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
  };
}
