// An extension for one student (beyond the spec, as Moodle has): a later due day, which the row badges,
// Overdue and the student overview's ExtendedDudeDate use; it can be removed again.
import { useState } from 'react';
import { Button, Space } from 'antd';
import { addDays } from '@homework/contracts';
import { SchoolDatePicker } from '@homework/ui';

export interface ExtensionFormProps {
  dueDay: string;
  extendedDay: string | null;
  busy: boolean;
  onExtend(day: string | null): void;
}

const shown = (day: string) => day.split('-').reverse().join('/');

export function ExtensionForm({ dueDay, extendedDay, busy, onExtend }: ExtensionFormProps) {
  const earliest = addDays(dueDay, 1)!;
  const [day, setDay] = useState<string | null>(extendedDay ?? earliest);
  return (
    <details style={{ marginTop: 12 }}>
      <summary>Extension</summary>
      <p>
        Due {shown(dueDay)}.{extendedDay ? ` Extended to ${shown(extendedDay)}.` : ' No extension.'}
      </p>
      <Space wrap>
        <label htmlFor="marking-extension">Extended due date</label>
        <SchoolDatePicker id="marking-extension" value={day} minDate={earliest} onChange={setDay} allowClear={false} />
        <Button disabled={busy || !day || day < earliest} onClick={() => onExtend(day)}>
          Grant Extension
        </Button>
        {extendedDay && (
          <Button disabled={busy} onClick={() => onExtend(null)}>
            Remove Extension
          </Button>
        )}
      </Space>
    </details>
  );
}
