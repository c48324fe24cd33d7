// Asked when a save was refused over a grade and comment someone else saved after this page read them
// (decision 0020: two tabs, two teachers). Both marks side by side; the teacher keeps theirs or saves
// their own. Nothing was replaced, or mailed, before they chose.
import { useState } from 'react';
import { Button, Modal } from 'antd';
import { inSchoolZone } from '@homework/contracts';
import type { MarkClash } from '../state/use-mark-mutations';
import { useMarkingMessages } from '../../../messages';

export interface MarkChangedQuestionProps {
  /** The clash asked about; null once answered (the question closes). */
  clash: MarkClash | null;
  /** The student's name as the list shows it. */
  nameOf(studentId: string): string;
  timeZone: string;
  onKeepTheirs(): void;
  onSaveMine(): void;
  /** Closed unanswered (Escape): nothing saved, what was typed stays. */
  onCancel(): void;
  /** Once the question has closed, where the teacher goes on (the grade field). */
  afterClose(): void;
}

function MarkShown({ heading, result, comments }: { heading: string; result: string | null; comments: string | null }) {
  const t = useMarkingMessages();
  const shown = (value: string | null) => (value == null || value.trim() === '' ? t('clash.none') : value);
  return (
    <section aria-label={heading} style={{ flex: '1 1 220px', minWidth: 0, border: '1px solid #d9d9d9', borderRadius: 6, padding: 12 }}>
      <p style={{ fontWeight: 600, marginTop: 0 }}>{heading}</p>
      <dl style={{ margin: 0 }}>
        <dt>{t('panel.grade')}</dt>
        <dd style={{ marginLeft: 0, marginBottom: 8 }}>{shown(result)}</dd>
        <dt>{t('panel.comment')}</dt>
        <dd style={{ marginLeft: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: 200, overflowY: 'auto' }}>{shown(comments)}</dd>
      </dl>
    </section>
  );
}

export function MarkChangedQuestion({ clash, nameOf, timeZone, onKeepTheirs, onSaveMine, onCancel, afterClose }: MarkChangedQuestionProps) {
  const t = useMarkingMessages();
  // The clash answered stays shown while the question closes.
  const [shownClash, setShownClash] = useState(clash);
  if (clash && clash !== shownClash) setShownClash(clash);
  if (!shownClash) return null;
  const { Theirs, Mine } = shownClash.answer;
  const when = Theirs.ChangedAt ? inSchoolZone(Theirs.ChangedAt, timeZone)?.format('HH:mm') : null;
  const by = Theirs.ChangedBy;
  const theirsHeading = by ? t(when ? 'clash.theirsAt' : 'clash.theirs', { by, time: when }) : t(when ? 'clash.someoneAt' : 'clash.someone', { time: when });
  return (
    <Modal
      open={!!clash}
      title={t('clash.title')}
      onCancel={onCancel}
      afterClose={() => {
        setShownClash(null);
        afterClose();
      }}
      width={640}
      footer={[
        <Button key="theirs" onClick={onKeepTheirs}>
          {t('clash.keepTheirs')}
        </Button>,
        <Button key="mine" type="primary" onClick={onSaveMine}>
          {t('clash.keepMine')}
        </Button>,
      ]}
    >
      <p>{by ? t('clash.body', { by, name: nameOf(shownClash.mark.studentId) }) : t('clash.bodySomeone', { name: nameOf(shownClash.mark.studentId) })}</p>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <MarkShown heading={theirsHeading} result={Theirs.Result} comments={Theirs.Comments} />
        <MarkShown heading={t('clash.mine')} result={Mine.Result} comments={Mine.Comments} />
      </div>
    </Modal>
  );
}
