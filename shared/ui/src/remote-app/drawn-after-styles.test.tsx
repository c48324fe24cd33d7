// Every root draws once the page has antd's prebuilt styles, never before: a remote's single-spa
// mount waits for them (the shell's root and a product's mount take the same promise).
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { sampleRemoteRoutes } from '@homework/testing';

import { createRemoteApp } from './create-remote-app';

// The stylesheet's promise, settled by the test (`stylesLoaded`) as the browser's load event would.
jest.mock('@homework/platform/remote', () => {
  let stylesLoaded = () => undefined as void;
  const prebuiltStylesReady = new Promise<void>((resolve) => (stylesLoaded = resolve));
  return { ...jest.requireActual('@homework/platform/remote'), prebuiltStylesReady, stylesLoaded: () => stylesLoaded() };
});
const { stylesLoaded } = jest.requireMock<{ stylesLoaded: () => void }>('@homework/platform/remote');

test("a remote's page is drawn only once the prebuilt styles have loaded", async () => {
  const app = createRemoteApp({ routes: sampleRemoteRoutes({ things: () => <h1>Things</h1>, thing: () => null }) });
  window.location.hash = '#/sample/things';
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const props = { name: 'mf_test', domElement } as never;
  await app.bootstrap(props);
  let mounted = false;
  const mounting = Promise.resolve(app.mount(props)).then(() => (mounted = true));
  await act(async () => undefined);
  expect(mounted).toBe(false);
  expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  // single-spa-react's mount resolves once React has committed, which act holds back until it ends.
  await act(async () => stylesLoaded());
  await mounting;
  expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
  await act(async () => app.unmount(props));
});
