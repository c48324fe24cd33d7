// The `?` dialog: every keyboard marking shortcut, read from the one list the key handler uses.
import { Modal } from 'antd';
import { SHORTCUT_HELP } from '../utils/shortcuts';

export interface ShortcutHelpProps {
  open: boolean;
  onClose(): void;
}

export function ShortcutHelp({ open, onClose }: ShortcutHelpProps) {
  return (
    <Modal open={open} onCancel={onClose} title="Keyboard shortcuts" footer={null}>
      <p>Letters and numbers work when the focus is not in a text field.</p>
      <table aria-label="Keyboard shortcuts for marking">
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_HELP.map((line) => (
            <tr key={line.keys}>
              <td>
                <kbd>{line.keys}</kbd>
              </td>
              <td>{line.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
