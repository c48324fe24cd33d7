// The remote's root (its hash routes) and the error panel.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { sampleRemoteRoutes } from '@homework/testing';
import { ErrorPanel } from '@homework/platform/remote';
import { RemoteRoot } from './index';

const routes = sampleRemoteRoutes({ things: () => <h2>Things page</h2>, thing: () => <h2>Thing page</h2> });

test('the page of the current hash route', async () => {
  window.location.hash = '#/sample/things';
  render(<RemoteRoot routes={routes} />);
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
