// Record as Handed In over students already handed in on another day (docs/teacher-week.md, week 1
// item 9): the teacher is asked first, told how many dates change and whose, as Clear asks before it
// takes anything.
import { Modal, Typography } from 'antd';
import type { QuestionAnswers } from '../../clear-hand-ins';
import type { RecorderRow } from '../utils/recorder-rules';
import { RECORDER_TEXTS } from '../utils/recorder-view';

export interface ChangeDatesQuestionProps extends QuestionAnswers {
  /** The chosen students whose dates the record would change. */
  changed: readonly RecorderRow[];
  /** The day being recorded, 'YYYY-MM-DD'. */
  day: string;
}

export function ChangeDatesQuestion({ changed, day, onConfirm, onCancel }: ChangeDatesQuestionProps) {
  return (
    <Modal open title={RECORDER_TEXTS.changeDatesTitle} okText={RECORDER_TEXTS.changeDatesConfirm} cancelText={RECORDER_TEXTS.cancel} onOk={onConfirm} onCancel={onCancel} focusable={{ focusTriggerAfterClose: false }}>
      <Typography.Paragraph id="change-dates-intro">{RECORDER_TEXTS.changeDates(changed.length, day)}</Typography.Paragraph>
      <ul aria-labelledby="change-dates-intro" style={{ maxHeight: 240, overflowY: 'auto', margin: 0 }}>
        {changed.map((row) => (
          <li key={row.studentId}>{RECORDER_TEXTS.changedDate(row.name, row.handedInDate ?? '')}</li>
        ))}
      </ul>
    </Modal>
  );
}
