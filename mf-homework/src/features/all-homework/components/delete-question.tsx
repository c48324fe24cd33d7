// Delete's question: the spec's words exactly (01 §2: 'Are You Sure?' and its body), then how much
// goes — the students it is set for, hand-ins, marks and files, counted by the server as it opens —
// and how long it is kept. A count that fails is said, and Delete can still be pressed. The safe
// choice has the focus, so Enter does not delete.
import { Button, Modal } from 'antd';
import { useRef } from 'react';
import type { DeleteCounts, HomeworkListItem } from '@homework/contracts';
import { WhatGoes, type WhatGoesTexts } from '@homework/ui';
import { useHomeworkMessages, type HomeworkText } from '../../../messages';
import { useDeleteSummary } from '../api/delete-homework';

export interface DeleteQuestionProps {
  item: HomeworkListItem;
  onConfirm(): void;
  onCancel(): void;
}

/** Exactly what a delete takes, or took, every kind named even when there is none. */
export const deleteLines = (t: HomeworkText, counts: DeleteCounts) => [
  t('d.homework', { count: counts.Students }),
  t('d.handIns', { count: counts.HandIns }),
  t('d.marks', { count: counts.Marks }),
  t('d.files', { count: counts.Files }),
];

/** What goes, said in the page's language. */
const whatGoes = (t: HomeworkText): WhatGoesTexts<DeleteCounts> => ({
  counting: t('d.counting'),
  intro: t('d.intro'),
  lines: (counts) => deleteLines(t, counts),
  kept: t('d.kept'),
  countFailed: (message) => t('d.countFailed', { message }),
});

export function DeleteQuestion({ item, onConfirm, onCancel }: DeleteQuestionProps) {
  const t = useHomeworkMessages();
  const summary = useDeleteSummary(item.Id);
  const counts = summary.data;
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open
      title={t('d.title')}
      onCancel={onCancel}
      afterOpenChange={(open) => open && cancel.current?.focus()}
      // The page places the focus itself: on the Undo once deleted, back on the card otherwise.
      focusable={{ focusTriggerAfterClose: false }}
      footer={[
        <Button key="cancel" ref={cancel} onClick={onCancel}>
          {t('d.cancel')}
        </Button>,
        // Pressed once counted, or once the count has failed (said above): a delete can be undone.
        <Button key="delete" type="primary" danger disabled={!counts && !summary.error} onClick={onConfirm}>
          {t('c.delete')}
        </Button>,
      ]}
    >
      <p>{t('d.body')}</p>
      <WhatGoes introId="delete-question-intro" texts={whatGoes(t)} counts={summary.data} failure={summary.error} />
    </Modal>
  );
}
