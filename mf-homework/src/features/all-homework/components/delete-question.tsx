// Delete's question: the spec's words exactly (01 §2: 'Are You Sure?' and its body), then how much
// goes — the students it is set for, hand-ins, marks and files, counted by the server as it opens —
// and how long it is kept. A count that fails is said, and Delete can still be pressed. The safe
// choice has the focus, so Enter does not delete.
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import { MESSAGES, deleteTexts, type HomeworkListItem } from '@homework/contracts';
import { WhatGoes } from '@homework/ui';
import { useDeleteSummary } from '../api/delete-homework';

export interface DeleteQuestionProps {
  item: HomeworkListItem;
  onConfirm(): void;
  onCancel(): void;
}

export function DeleteQuestion({ item, onConfirm, onCancel }: DeleteQuestionProps) {
  const summary = useDeleteSummary(item.Id);
  const counts = summary.data;
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={MESSAGES.deleteConfirmTitle}
      onCancel={onCancel}
      afterOpenChange={(open) => open && cancel.current?.focus()}
      // The page places the focus itself: on the Undo once deleted, back on the card otherwise.
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        <Button key="cancel" ref={cancel} onClick={onCancel}>
          Cancel
        </Button>,
        // Pressed once counted, or once the count has failed (said above): a delete can be undone.
        <Button key="delete" type="primary" danger disabled={!counts && !summary.error} onClick={onConfirm}>
          Delete
        </Button>,
      ]}
    >
      <p>{MESSAGES.deleteConfirmBody}</p>
      <WhatGoes introId="delete-question-intro" texts={deleteTexts} counts={summary.data} failure={summary.error} />
    </Modal>
  );
}
