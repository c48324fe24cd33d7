// Exposed as './app': single-spa lifecycles made with single-spa-react (React 19 createRoot).
// The shell passes `domElement` (its remote area); a page that throws is contained by the error
// boundary, which renders an error panel in this remote's area only.
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ErrorPanel } from './error-panel';
import { Root } from './root';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  renderType: 'createRoot',
  rootComponent: () => <Root />,
  errorBoundary: (error) => <ErrorPanel error={error} />,
});

export const bootstrap = lifecycles.bootstrap;
export const mount = lifecycles.mount;
export const unmount = lifecycles.unmount;
