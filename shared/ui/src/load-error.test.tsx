import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadError, loadingError, refetchFailed } from './load-error';

test('an alert with the message, and Retry asking again', async () => {
  const onRetry = jest.fn(() => Promise.resolve());
  render(<LoadError message="Failed to load homework. Offline" onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Failed to load homework. Offline');
  expect(alert).toHaveClass('ant-alert-error');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('no Retry where nothing can ask again', () => {
  render(<LoadError message="Oops, something has gone wrong" />);
  expect(screen.getByRole('alert')).toHaveTextContent('Oops, something has gone wrong');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('where the spec shows no message, only the button, in the words given', async () => {
  const onRetry = jest.fn();
  render(<LoadError onRetry={onRetry} retryLabel="Try again" />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('refetchFailed asks again only the queries that failed', async () => {
  const failed = { isError: true, refetch: jest.fn(() => Promise.resolve()) };
  const loaded = { isError: false, refetch: jest.fn(() => Promise.resolve()) };
  await refetchFailed(failed, loaded)();
  expect(failed.refetch).toHaveBeenCalledTimes(1);
  expect(loaded.refetch).not.toHaveBeenCalled();
});

test.each([
  ['nothing failed', [{ error: null, isLoadingError: false }], null],
  ['a first load failed', [{ error: null, isLoadingError: false }, { error: new Error('down'), isLoadingError: true }], 'down'],
  ['a read again failed, with data shown', [{ error: new Error('offline'), isLoadingError: false }], null],
])('loadingError: %s', (_, queries, message) => {
  expect(loadingError(...queries)?.message ?? null).toBe(message);
});
