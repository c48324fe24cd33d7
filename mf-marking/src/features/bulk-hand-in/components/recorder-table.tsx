// The recorder's students (02 §2.3): a plain table, so a keyboard user tabs from checkbox to
// checkbox (each named by its student) and a screen reader reads the columns. A whole school may be
// on one homework, so rows are memoised (ticking one student re-renders that row only) and the
// checkboxes are the browser's own: select-all over 1,000 antd Checkboxes took seconds.
import { memo, useEffect, useRef, type ReactNode } from 'react';
import type { RowBadge } from '@homework/contracts';
import type { RecorderRow } from '../utils/recorder-rules';
import { useMarkingMessages } from '../../../messages';
import { shortDay } from '../utils/recorder-view';
import { RowBadgeTag } from './row-badge-tag';

export interface RecorderTableRow {
  row: RecorderRow;
  badge: RowBadge;
}

export interface RecorderTableProps {
  rows: readonly RecorderTableRow[];
  selected: ReadonlySet<string>;
  allState: { checked: boolean; indeterminate: boolean };
  onToggleAll(): void;
  onToggle(studentId: string): void;
  disabled?: boolean;
}

const BOX = { width: 16, height: 16, margin: 0, accentColor: '#1677ff', cursor: 'pointer' } as const;

function Tick({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  label,
  children,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange(): void;
  label?: string;
  children?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  // Half-ticked has no attribute: it is the element's property, which assistive technology reads.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: disabled ? 'not-allowed' : 'pointer' }}>
      <input ref={input} type="checkbox" style={BOX} checked={checked} disabled={disabled} onChange={onChange} aria-label={label} />
      {children}
    </label>
  );
}

const CELL = { padding: '8px 12px', borderBottom: '1px solid #f0f0f0', textAlign: 'left' as const };
const HEAD = { ...CELL, background: '#fafafa', fontWeight: 600 };

const StudentRow = memo(function StudentRow({
  row,
  badge,
  selected,
  onToggle,
  disabled,
}: RecorderTableRow & { selected: boolean; onToggle(studentId: string): void; disabled?: boolean }) {
  return (
    <tr data-student-id={row.studentId}>
      <td style={CELL}>
        <Tick checked={selected} disabled={disabled} onChange={() => onToggle(row.studentId)}>
          {row.name}
        </Tick>
      </td>
      <td style={CELL}>
        <RowBadgeTag badge={badge} />
      </td>
      <td style={CELL}>{shortDay(row.handedInDate)}</td>
    </tr>
  );
});

export function RecorderTable({ rows, selected, allState, onToggleAll, onToggle, disabled }: RecorderTableProps) {
  const t = useMarkingMessages();
  return (
    <table aria-label={t('bulk.students')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={HEAD}>
            <Tick
              label={t('bulk.selectAll')}
              checked={allState.checked}
              indeterminate={allState.indeterminate}
              disabled={disabled || rows.length === 0}
              onChange={onToggleAll}
            />{' '}
            {t('bulk.student')}
          </th>
          <th scope="col" style={HEAD}>
            {t('bulk.status')}
          </th>
          <th scope="col" style={HEAD}>
            {t('bulk.dateHandedIn')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3} style={{ ...CELL, textAlign: 'center', padding: 24 }}>
              {t('bulk.noMatching')}
            </td>
          </tr>
        ) : (
          rows.map(({ row, badge }) => (
            <StudentRow
              key={row.studentId}
              row={row}
              badge={badge}
              selected={selected.has(row.studentId)}
              onToggle={onToggle}
              disabled={disabled}
            />
          ))
        )}
      </tbody>
    </table>
  );
}
