import { fireEvent, render, screen, within } from '@testing-library/react';
import { SHORTCUT_HELP } from '../utils/shortcuts';
import { ShortcutHelp } from './shortcut-help';

describe('ShortcutHelp', () => {
  it('lists every shortcut in a named dialog', () => {
    render(<ShortcutHelp open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(SHORTCUT_HELP.length + 1);
    expect(within(dialog).getByRole('row', { name: /Ctrl\+Enter Save and Next/ })).toBeInTheDocument();
    // Alternatives joined by the catalogue's word, each key on its own.
    expect(within(dialog).getByRole('row', { name: /^Ctrl\+\/ or b Open the comment bank/ })).toBeInTheDocument();
  });

  it('closes with its Close button', () => {
    const onClose = jest.fn();
    render(<ShortcutHelp open onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when closed', () => {
    render(<ShortcutHelp open={false} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
