// Record as Handed In over students already handed in on another day (docs/teacher-week.md, week 1
// item 9): the teacher is asked first, told how many dates change and whose, as Clear asks before it
// takes anything.
import { Modal, Typography } from 'antd';
import type { QuestionAnswers } from '../../clear-hand-ins';
import type { RecorderRow } from '../utils/recorder-rules';
import { useMarkingMessages } from '../../../messages';
import { shortDay } from '../utils/recorder-view';

export interface ChangeDatesQuestionProps extends QuestionAnswers {
  /** The chosen students whose dates the record would change. */
  changed: readonly RecorderRow[];
  /** The day being recorded, 'YYYY-MM-DD'. */
  day: string;
}

export function ChangeDatesQuestion({ changed, day, onConfirm, onCancel }: ChangeDatesQuestionProps) {
  const t = useMarkingMessages();
  return (
    <Modal open title={t('bulk.changeDatesTitle')} okText={t('bulk.changeDatesConfirm')} cancelText={t('bulk.cancel')} onOk={onConfirm} onCancel={onCancel} focusable={{ focusTriggerAfterClose: false }}>
      <Typography.Paragraph id="change-dates-intro">{t('bulk.changeDates', { count: changed.length, day: shortDay(day) })}</Typography.Paragraph>
      <ul aria-labelledby="change-dates-intro" style={{ maxHeight: 240, overflowY: 'auto', margin: 0 }}>
        {changed.map((row) => (
          <li key={row.studentId}>{t('bulk.changedDate', { name: row.name, day: shortDay(row.handedInDate) })}</li>
        ))}
      </ul>
    </Modal>
  );
}
