// One remote's './app' as the factory makes it for every remote: the route table's routes mapped to their
// pages (case-insensitive, query strings ignored), nothing on other packages' routes, nothing left
// behind after unmount, and a page that throws contained in the remote's own area.
import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { createSuiteMock, expectPageAt, expectValidRouteTable, mountRemoteAt, sampleRemoteRoutes } from '@homework/testing';
import { contractOf } from '@homework/contracts';
import { createRemoteApp } from './index';

/** A sample page: its title as its heading, and a line of text. */
function SamplePage({ title, note, details }: { title: string; note: string; details?: string }) {
  return (
    <section aria-label={title}>
      <h1>{title}</h1>
      <p>{note}</p>
      {details && <p>{details}</p>}
    </section>
  );
}

function ThingPage() {
  const { thingId } = useParams();
  return <SamplePage title={`Thing ${thingId}`} note="One thing is coming in a later release." details={`Thing ${thingId}.`} />;
}

const pages = {
  things: () => <SamplePage title="Things" note="Things are coming in a later release." />,
  thing: ThingPage,
};

const routes = sampleRemoteRoutes(pages);
const app = createRemoteApp({ routes });

const THINGS = { heading: 'Things', text: 'Things are coming in a later release.' };
const thing = (id: string) => ({ heading: `Thing ${id}`, text: 'One thing is coming in a later release.' });

test.each([
  { hash: '#/sample/things', page: THINGS },
  { hash: '#/sample/things/t-1', page: thing('t-1') },
  { hash: '#/sample/things/t-2?from=menu', page: thing('t-2') },
  { hash: '#/SAMPLE/Things', page: THINGS },
  { hash: '#/Sample/THINGS/t-3', page: thing('t-3') },
])('$hash shows its page (title and note), and unmounting leaves the area empty', ({ hash, page }) => expectPageAt(app, hash, page));

test('route parameters reach the page', async () => {
  const { unmount } = await mountRemoteAt(app, '#/sample/things/t-9');
  expect(await screen.findByText('Thing t-9.')).toBeInTheDocument();
  await unmount();
});

test.each([
  ['a route of another package', '#/elsewhere/page'],
  ['a longer address under one of its routes', '#/sample/things/t-1/more'],
])('%s: the remote renders nothing', async (_what, hash) => {
  const { domElement, unmount } = await mountRemoteAt(app, hash);
  expect(domElement).toBeEmptyDOMElement();
  await unmount();
});

test('a hot update draws the new pages in the mounted root', async () => {
  const updated = createRemoteApp({ routes });
  const { domElement, unmount } = await mountRemoteAt(updated, '#/sample/things');
  expect(await screen.findByRole('heading', { name: 'Things' })).toBeInTheDocument();
  await act(async () => updated.replaceRoutes(sampleRemoteRoutes({ ...pages, things: () => <SamplePage title="Things, edited" note="Saved a moment ago." /> })));
  expect(await screen.findByRole('heading', { name: 'Things, edited' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Things' })).not.toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByRole('heading', { name: 'Things, edited' }));
  await unmount();
});

test("the table's contract lists each route once, with its menu entry under the route's access rule", () => {
  expectValidRouteTable(routes);
  expect(contractOf(routes, 'mf_sample')).toEqual({
    name: 'mf_sample',
    section: 'Sample',
    routes: [
      { path: '/sample/things', title: 'Things', access: 'signedIn' },
      { path: '/sample/things/:thingId', title: 'Thing', access: 'signedIn' },
    ],
    menu: [{ label: 'Things', path: '/sample/things', parent: null, order: 1, access: 'signedIn' }],
  });
  const twice = { ...routes, routes: { ...routes.routes, again: { ...routes.routes.things, address: { ...routes.routes.things.address, path: '/SAMPLE/things' } } } };
  expect(() => expectValidRouteTable(twice)).toThrow();
});

test('a page that throws is contained: the error panel shows in this remote area only', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Broken = () => {
    throw new Error('page exploded');
  };
  const broken = createRemoteApp({ routes: sampleRemoteRoutes({ things: Broken, thing: Broken }) });
  const outside = document.createElement('p');
  outside.textContent = 'the rest of the page';
  document.body.append(outside);
  const { domElement, unmount } = await mountRemoteAt(broken, '#/sample/things/:thingId');
  expect(await screen.findByText('Something went wrong on this page.')).toBeInTheDocument();
  expect(screen.getByText(/page exploded/)).toBeInTheDocument();
  expect(domElement).toContainElement(screen.getByText('Something went wrong on this page.'));
  expect(screen.getByText('the rest of the page')).toBeInTheDocument();
  await unmount();
  error.mockRestore();
});

test("prepare runs the loader of the route the address opens, with its parameters, only while signed in", () => {
  const load = jest.fn();
  const loading = createRemoteApp({ routes: sampleRemoteRoutes(pages, { thing: load }) });
  createSuiteMock();
  window.location.hash = '#/Sample/Things/t-9?from=menu';
  loading.prepare();
  expect(load).toHaveBeenCalledWith({ params: { thingId: 't-9' }, search: '?from=menu', state: undefined });
  window.location.hash = '#/sample/things';
  loading.prepare();
  expect(load).toHaveBeenCalledTimes(1);
  createSuiteMock({ accessToken: null });
  window.location.hash = '#/sample/things/t-9';
  loading.prepare();
  expect(load).toHaveBeenCalledTimes(1);
});
