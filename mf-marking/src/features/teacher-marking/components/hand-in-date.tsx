// Hand In with its date (02 §2.2, §5): today at first; a date typed after today or before the
// homework was set stays as typed and is refused in words beside it (decision 0021), never put back
// unsaid.
import { Button, Typography } from 'antd';
import { useHandInRefusal } from '../../../lib/hand-in-refusal';
import { SchoolDatePicker } from '@homework/ui';
import { useMarkingMessages } from '../../../messages';

export interface HandInDateProps {
  /** The day chosen for the active student; null: today. */
  day: string | null;
  today: string | null;
  /** The homework's Available-from day. */
  setDay: string | null;
  busy: boolean;
  onChange(day: string | null): void;
  onHandIn(): void;
}

export function HandInDate({ day, today, setDay, busy, onChange, onHandIn }: HandInDateProps) {
  const t = useMarkingMessages();
  const refusal = useHandInRefusal()(day, { setDay, today });
  return (
    <>
      <label htmlFor="marking-hand-in-date">{t('handIn.date')}</label>
      <SchoolDatePicker id="marking-hand-in-date" value={day ?? today} status={refusal ? 'error' : undefined} onChange={onChange} allowClear={false} />
      <Button type="primary" loading={busy} onClick={onHandIn}>
        {t('handIn.button')}
      </Button>
      {refusal && (
        <Typography.Text type="danger" role="alert">
          {refusal}
        </Typography.Text>
      )}
    </>
  );
}
