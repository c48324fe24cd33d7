import { fireEvent, render, screen } from '@testing-library/react';
import { KeptWorkNotice } from './kept-work-notice';

describe('KeptWorkNotice', () => {
  it('says what is kept, and gives it back on Restore', () => {
    const onRestore = jest.fn();
    const onDiscard = jest.fn();
    render(<KeptWorkNotice note="You have an unsaved grade and comment from 20/11/2026." onRestore={onRestore} onDiscard={onDiscard} />);
    expect(screen.getByRole('status')).toHaveTextContent('You have an unsaved grade and comment from 20/11/2026.');
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledTimes(1);
    expect(onDiscard).not.toHaveBeenCalled();
  });

  it('shows the line that tells this draft from another, when there is one', () => {
    render(<KeptWorkNotice note="You have an unsent message." detail="Subject: Trip" onRestore={jest.fn()} onDiscard={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Subject: Trip');
  });

  it('lets it go on Discard', () => {
    const onRestore = jest.fn();
    const onDiscard = jest.fn();
    render(<KeptWorkNotice note="You have an unsent message." onRestore={onRestore} onDiscard={onDiscard} />);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onDiscard).toHaveBeenCalledTimes(1);
    expect(onRestore).not.toHaveBeenCalled();
  });
});
