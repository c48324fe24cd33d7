// A remote's './app': single-spa lifecycles made with single-spa-react (React 19 createRoot).
// Built into each remote, not shared: its routes run on the remote's own router (react-router-dom is
// not a shared library: each React root has its own, so a remote may use any of its exports).
// The shell passes `domElement` (its remote area); a page that throws is contained by the error
// boundary, which renders an error panel in this remote's area only.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel, SuiteTheme, prebuiltStylesReady, type RemoteLifecycles } from '@homework/platform/remote';
import { RemoteRoot, type RemoteRoutesProps } from './remote-root';

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
