// Export marks in the marking view (decision 0036): opens the dialog, which loads when first opened;
// when it closes the focus is back on this button, and what was exported is said beside it.
import { useRef, useState } from 'react';
import { Button } from 'antd';
import { useLoadedModule } from '@homework/platform/remote';
import { useMarkingMessages } from '../../../messages';
import { exportDialogLoader } from './dialog-loader';

export interface ExportMarksButtonProps {
  homeworkId: string;
  title: string;
  /** The school's time zone: the file's name carries the school's day. */
  timeZone: string;
  /** While the dialog is open it has the keys: the marking view's shortcuts rest. */
  onOpenChange(open: boolean): void;
}

export function ExportMarksButton({ homeworkId, title, timeZone, onOpenChange }: ExportMarksButtonProps) {
  const t = useMarkingMessages();
  const [open, setOpenState] = useState(false);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange(next);
  };
  // Each opening starts afresh, with this homework and the spreadsheet chosen.
  const [session, setSession] = useState(0);
  const [exported, setExported] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useLoadedModule(exportDialogLoader, open);
  const show = () => {
    setExported(null);
    setSession((n) => n + 1);
    setOpen(true);
  };

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', margin: '0 0 12px' }}>
      <Button ref={button} aria-haspopup="dialog" onClick={show}>
        {t('out.button')}
      </Button>
      <p role="status" style={{ margin: 0 }}>
        {exported && t('out.exported', { file: exported })}
      </p>
      {dialog && session > 0 && (
        <dialog.ExportMarksDialog
          key={session}
          open={open}
          homeworkId={homeworkId}
          title={title}
          timeZone={timeZone}
          onExported={(fileName) => {
            setExported(fileName);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          afterClose={() => button.current?.focus()}
        />
      )}
    </div>
  );
}
