// The remote's root outside single-spa (mf-homework's './mount' in a foreign host), the error panel
// and the placeholder page.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { SAMPLE_REMOTE_CONTRACT as contract } from '@homework/testing';
import { ErrorPanel, RemoteRoot } from './index';

const pages = { '/sample/things': () => <h2>Things page</h2>, '/sample/things/:thingId': () => <h2>Thing page</h2> };

test('with an initial path: memory routing at that path, case-insensitive, the host URL left alone', async () => {
  window.location.hash = '#/somewhere-of-the-host';
  render(<RemoteRoot contract={contract} pages={pages} initialPath="/SAMPLE/Things/7" />);
  expect(await screen.findByRole('heading', { name: 'Thing page' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Things page' })).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#/somewhere-of-the-host');
});

test('without one: the page of the current hash route', async () => {
  window.location.hash = '#/sample/things';
  render(<RemoteRoot contract={contract} pages={pages} />);
  expect(await screen.findByRole('heading', { name: 'Things page' })).toBeInTheDocument();
});

test.each([
  [new Error('page exploded'), 'The rest of Homework keeps working. Details: page exploded'],
  ['a thrown string', 'The rest of Homework keeps working. Details: a thrown string'],
])('the error panel names what went wrong (%s)', (error, details) => {
  render(<ErrorPanel error={error} />);
  expect(screen.getByText('Something went wrong on this page.')).toBeInTheDocument();
  expect(screen.getByText(details)).toBeInTheDocument();
});
