// The short history of a student's hand-in, mark, comment and extension on this homework (as every
// marking tool has: every change is audited), read when the teacher opens it. A cleared hand-in's entry
// offers Restore while the clear is kept (decision 0016).
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd';
import { queryKeys, useMutation, useQueryClient } from '@homework/platform/api';
import { inSchoolZone, type MarkingHistoryEntry, type MarkingHistoryField } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { restoreCleared, useClearedText } from '../../clear-hand-ins';
import { useMarkingHistory } from '../api/marking-page-data';
import { useMarkingMessages, type MarkingKey } from '../../../messages';

export interface MarkingHistoryProps {
  homeworkId: string;
  studentId: string;
  timeZone: string;
}

const FIELD_LABELS = {
  HandedInDate: 'handIn.date',
  Result: 'history.grade',
  Comments: 'history.comment',
  ExtendedDueDate: 'ext.date',
} as const satisfies Record<MarkingHistoryField, MarkingKey>;

const DAY_FIELDS: ReadonlySet<MarkingHistoryField> = new Set(['HandedInDate', 'ExtendedDueDate']);

/** Days are shown DD/MM/YYYY as every date of the suite; an empty value reads as "none". */
function valueText(field: MarkingHistoryField, value: string | null, none: string): string {
  if (value == null || value === '') return none;
  if (DAY_FIELDS.has(field)) return value.split('-').reverse().join('/');
  return `“${value}”`;
}

function HistoryList({ homeworkId, studentId, timeZone }: MarkingHistoryProps) {
  const t = useMarkingMessages();
  const cleared = useClearedText();
  const history = useMarkingHistory(homeworkId, studentId);
  const queryClient = useQueryClient();
  const restore = useMutation({
    mutationFn: (clearanceId: string) => restoreCleared({ ClearanceId: clearanceId, StudentIds: [studentId] }),
    // The student's row, files and history all changed: the page reads them again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.homework(homeworkId) }),
  });
  // Restore's button goes with the entry it restored: the focus moves to what it says, not to nothing
  // (docs/teacher-week.md, week 2 item 19).
  const outcome = useRef<HTMLParagraphElement>(null);
  const settled = restore.isSuccess || restore.isError;
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled, restore.submittedAt]);
  if (history.isPending) return <p>{t('mark.loading')}</p>;
  if (history.isError) return <LoadError message={history.error.message} onRetry={history.refetch} />;
  if (history.data.length === 0) return <p>{t('history.none')}</p>;
  return (
    <>
      {restore.isSuccess && (
        <p role="status" tabIndex={-1} ref={outcome}>
          {cleared('clear.restored', restore.data.Restored)}
        </p>
      )}
      {restore.isError && (
        <p role="alert" tabIndex={-1} ref={outcome}>
          {t('clear.restoreFailed', { reason: restore.error.message })}
        </p>
      )}
      <ol>
        {history.data.map((entry: MarkingHistoryEntry, index) => (
          <li key={`${entry.ChangedAt}-${entry.Field}-${index}`}>
            {inSchoolZone(entry.ChangedAt, timeZone)?.format('DD/MM/YYYY HH:mm')} {entry.ChangedBy}: {t(FIELD_LABELS[entry.Field])}{' '}
            {valueText(entry.Field, entry.OldValue, t('history.emptyValue'))} → {valueText(entry.Field, entry.NewValue, t('history.emptyValue'))}
            {entry.Change === 'Restored' && t('history.restored')}
            {entry.CanRestore && entry.ClearanceId && (
              <Button
                size="small"
                style={{ marginLeft: 8 }}
                loading={restore.isPending}
                onClick={() => restore.mutate(entry.ClearanceId!)}
              >
                {t('clear.restore')}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

export function MarkingHistory(props: MarkingHistoryProps) {
  const t = useMarkingMessages();
  const [open, setOpen] = useState(false);
  return (
    <details style={{ marginTop: 12 }} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('history.summary')}</summary>
      {open && <HistoryList {...props} />}
    </details>
  );
}
