import { fireEvent, render, screen } from '@testing-library/react';
import { DraftNotice } from './draft-notice';

const draft = { result: 'B+', comments: 'Neat', savedAt: '2026-11-20T10:00:00.000Z' };

describe('DraftNotice', () => {
  it('says when the draft was typed and gives it back on Restore', () => {
    const onRestore = jest.fn();
    const onDiscard = jest.fn();
    render(<DraftNotice draft={draft} timeZone="Europe/London" onRestore={onRestore} onDiscard={onDiscard} />);
    expect(screen.getByText('You have an unsaved grade and comment from 20/11/2026.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(draft);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('lets it go on Discard', () => {
    const onRestore = jest.fn();
    const onDiscard = jest.fn();
    render(<DraftNotice draft={draft} timeZone="Europe/London" onRestore={onRestore} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onRestore).not.toHaveBeenCalled();
  });
});
