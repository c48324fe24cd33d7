// The message's link-insert toolbar (02 §2.6): the rich-text editor's 'Add Link' form, whose
// `[text | url]` markup goes in at the message's cursor, over the selected text.
import { Button, Popover } from 'antd';
import { useState } from 'react';
import { AddLinkForm } from '@homework/ui';
import { useMessagingMessages } from '../../../messages';

export interface LinkToolbarProps {
  /** The message's selected text when the form opens. */
  selectedText(): string;
  onInsert(markup: string): void;
  /** The form closed with nothing to insert: the cursor goes back into the message. */
  onCancel(): void;
  disabled?: boolean;
}

export function LinkToolbar({ selectedText, onInsert, onCancel, disabled }: LinkToolbarProps) {
  const [open, setOpen] = useState<{ text: string } | null>(null);
  const t = useMessagingMessages();
  return (
    <div role="toolbar" aria-label={t('form.tools')} style={{ marginBottom: 4 }}>
      <Popover
        open={open !== null}
        onOpenChange={(next) => {
          if (next) return;
          setOpen(null);
          onCancel();
        }}
        trigger={[]}
        destroyOnHidden
        title={t('form.addLink')}
        content={
          open && (
            <AddLinkForm
              initialText={open.text}
              onDone={(markup) => {
                setOpen(null);
                if (markup) onInsert(markup);
                else onCancel();
              }}
            />
          )
        }
      >
        <Button size="small" disabled={disabled} onClick={() => setOpen({ text: selectedText() })}>
          {t('form.addLink')}
        </Button>
      </Popover>
    </div>
  );
}
