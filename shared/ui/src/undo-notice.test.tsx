import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UndoNotice, type UndoNoticeState } from './undo-notice';

const props = (notice: UndoNoticeState | null) => ({ notice, undoLabel: 'Undo', busy: false, undo: jest.fn(), dismiss: jest.fn() });

test('what was done, as a status, with its Undo taking the focus', async () => {
  const shown = props({ kind: 'done', undoOf: 'c-1', title: '“Poetry” deleted.' });
  render(<UndoNotice {...shown} />);
  expect(screen.getByRole('status')).toHaveTextContent('“Poetry” deleted.');
  const undo = screen.getByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  await userEvent.click(undo);
  expect(shown.undo).toHaveBeenCalledTimes(1);
});

test('once undone, no Undo; closing it dismisses it', async () => {
  const shown = props({ kind: 'undone', title: '“Poetry” restored.' });
  render(<UndoNotice {...shown} />);
  expect(screen.getByRole('status')).toHaveTextContent('“Poetry” restored.');
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /close/i }));
  expect(shown.dismiss).toHaveBeenCalledTimes(1);
});

test('a failure is an alert; nothing, no notice', () => {
  const { rerender } = render(<UndoNotice {...props({ kind: 'failed', message: 'Undo failed. Offline' })} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Undo failed. Offline');
  rerender(<UndoNotice {...props(null)} />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
