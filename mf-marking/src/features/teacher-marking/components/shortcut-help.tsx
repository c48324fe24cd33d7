// The `?` dialog: every keyboard marking shortcut, read from the one list the key handler uses.
import { Modal } from 'antd';
import { Fragment } from 'react';
import { useMarkingMessages } from '../../../messages';
import { SHORTCUT_HELP } from '../utils/shortcuts';

export interface ShortcutHelpProps {
  open: boolean;
  onClose(): void;
}

export function ShortcutHelp({ open, onClose }: ShortcutHelpProps) {
  const t = useMarkingMessages();
  return (
    <Modal open={open} onCancel={onClose} title={t('mark.shortcuts')} footer={null}>
      <p>{t('keys.intro')}</p>
      <table aria-label={t('keys.table')}>
        <thead>
          <tr>
            <th scope="col">{t('keys.key')}</th>
            <th scope="col">{t('keys.does')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUT_HELP.map((line) => (
            <tr key={line.does}>
              <td>
                {line.keys.map((keys, index) => (
                  <Fragment key={keys}>
                    {index > 0 && ` ${t('keys.or')} `}
                    <kbd>{keys}</kbd>
                  </Fragment>
                ))}
              </td>
              <td>{t(line.does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
