import { fireEvent, render } from '@testing-library/react';
import type { MarkingAction } from '../utils/shortcuts';
import { useMarkingKeys } from './use-marking-keys';

function Probe({ onAction, enabled = true }: { onAction: (action: MarkingAction) => void; enabled?: boolean }) {
  useMarkingKeys(onAction, enabled);
  return (
    <>
      <label>
        Grade <input />
      </label>
      <button type="button">Other</button>
    </>
  );
}

describe('useMarkingKeys', () => {
  it('acts on a shortcut outside a field and keeps it from the browser', () => {
    const onAction = jest.fn();
    const { getByRole } = render(<Probe onAction={onAction} />);
    const notCancelled = fireEvent.keyDown(getByRole('button', { name: 'Other' }), { key: 'j' });
    expect(onAction).toHaveBeenCalledWith({ kind: 'next' });
    expect(notCancelled).toBe(false);
  });

  it('never fires a letter while typing, but saves with Ctrl+Enter from the field', () => {
    const onAction = jest.fn();
    const { getByRole } = render(<Probe onAction={onAction} />);
    const grade = getByRole('textbox', { name: 'Grade' });
    expect(fireEvent.keyDown(grade, { key: 'j' })).toBe(true);
    expect(onAction).not.toHaveBeenCalled();
    fireEvent.keyDown(grade, { key: 'Enter', ctrlKey: true });
    expect(onAction).toHaveBeenCalledWith({ kind: 'saveAndNext' });
  });

  it('does nothing when disabled (a dialog is open) or after unmounting', () => {
    const onAction = jest.fn();
    const { rerender, unmount } = render(<Probe onAction={onAction} enabled={false} />);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(onAction).not.toHaveBeenCalled();
    rerender(<Probe onAction={onAction} />);
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(onAction).toHaveBeenCalledWith({ kind: 'previous' });
    unmount();
    fireEvent.keyDown(document.body, { key: 'k' });
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
