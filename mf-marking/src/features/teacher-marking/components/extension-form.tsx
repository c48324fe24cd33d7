// An extension for one student (beyond the spec, as Moodle has): a later due day, which the row badges,
// Overdue and the student overview's ExtendedDudeDate use; it can be removed again.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { addDays } from '@homework/contracts';
import { SchoolDatePicker } from '@homework/ui';
import { useMarkingMessages } from '../../../messages';

export interface ExtensionFormProps {
  dueDay: string;
  extendedDay: string | null;
  busy: boolean;
  onExtend(day: string | null): void;
}

const shown = (day: string) => day.split('-').reverse().join('/');

export function ExtensionForm({ dueDay, extendedDay, busy, onExtend }: ExtensionFormProps) {
  const t = useMarkingMessages();
  const earliest = addDays(dueDay, 1)!;
  const [day, setDay] = useState<string | null>(extendedDay ?? earliest);
  return (
    <details style={{ marginTop: 12 }}>
      <summary>{t('ext.summary')}</summary>
      <p>{extendedDay ? t('ext.extended', { due: shown(dueDay), extended: shown(extendedDay) }) : t('ext.none', { due: shown(dueDay) })}</p>
      <Space wrap>
        <label htmlFor="marking-extension">{t('ext.date')}</label>
        <SchoolDatePicker id="marking-extension" value={day} minDate={earliest} onChange={setDay} allowClear={false} />
        <Button disabled={busy || !day || day < earliest} onClick={() => onExtend(day)}>
          {t('ext.grant')}
        </Button>
        {extendedDay && (
          <Button disabled={busy} onClick={() => onExtend(null)}>
            {t('ext.remove')}
          </Button>
        )}
      </Space>
    </details>
  );
}
