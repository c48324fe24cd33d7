// Running a remote alone: with no suite server, the dev page links to the remote's routes (sample
// values for their parameters), opens the first route and mounts the remote's lifecycles below.
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { sampleRemoteRoutes } from '@homework/testing';
import { startDevPage } from './index';

test('without a suite server: route links, a note instead of sign-in, the first route mounted', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const fetch = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
  global.fetch = fetch;
  document.body.innerHTML = '<div id="root"></div>';
  window.location.hash = '';
  const app = { bootstrap: jest.fn(async () => undefined), mount: jest.fn(async () => undefined), unmount: jest.fn(async () => undefined) };

  document.title = 'mf-sample (alone) - Homework';
  const routes = sampleRemoteRoutes({ things: () => null, thing: () => null });
  await act(() => startDevPage({ routes, app }));

  expect(fetch).toHaveBeenCalledWith('/config.json', expect.anything());
  expect(screen.getByText('mf-sample (alone) - Homework')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Things: /sample/things' })).toHaveAttribute('href', '#/sample/things');
  expect(screen.getByRole('link', { name: 'Thing: /sample/things/:thingId' })).toHaveAttribute('href', '#/sample/things/sample-thingId');
  expect(screen.getAllByRole('link')).toHaveLength(2);
  expect(screen.getByText('No suite server answered /config.json: pages run without data.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#/sample/things');
  const area = document.querySelector('#root > main');
  expect(app.bootstrap).toHaveBeenCalledWith({ name: 'remote-alone', domElement: area });
  expect(app.mount).toHaveBeenCalledWith({ name: 'remote-alone', domElement: area });
  expect(app.bootstrap.mock.invocationCallOrder[0]).toBeLessThan(app.mount.mock.invocationCallOrder[0]);
  warn.mockRestore();
});
