// The left pane (02 §2.2): the three status tabs with count badges, a refresh icon, and the students of
// the active tab with their row badges (extensions counted).
import { memo, useMemo, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { Button, Tooltip } from 'antd';
import { SUITE_PRIMARY } from '@homework/platform/remote';
import {
  MARKING_STUDENT_LIST_HEIGHT,
  markingViews,
  rowBadge,
  studentsInView,
  type MarkingView,
  type RowBadge,
} from '@homework/contracts';
import type { MarkingRow } from '../utils/marking-rows';
import { RefreshIcon } from './refresh-icon';
import { NotReleased } from '../../release-marks';
import { BADGE_KEYS } from '../../../lib/row-badges';
import { useMarkingMessages } from '../../../messages';

export interface StudentListProps {
  rows: readonly MarkingRow[];
  view: MarkingView;
  activeId: string | null;
  dueDay: string | null;
  today: string | null;
  refreshing: boolean;
  /** Students with a change kept to send (by lower-case id): waiting, or refused by the server. */
  waitingFor?: ReadonlyMap<string, 'waiting' | 'refused'>;
  onView(view: MarkingView): void;
  onStudent(studentId: string): void;
  onRefresh(): void;
}

/** Dark enough on white and on the active row's blue to pass WCAG AA as small text. */
const BADGE_COLOURS: Record<RowBadge, string> = {
  'Handed In': '#1f6f3a',
  'Handed In Late': '#8a4b00',
  Overdue: '#a61b1b',
  'Not Yet Handed In': '#4a5568',
};

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0, maxHeight: MARKING_STUDENT_LIST_HEIGHT, overflowY: 'auto' };
const ITEM_STYLE: CSSProperties = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: 8,
  width: '100%',
  minHeight: 32,
  padding: '4px 8px',
  border: 'none',
  borderRadius: 4,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'normal',
  color: 'inherit',
};
// Rows out of view are not laid out or painted: a move in a class of thousands lays out a screenful.
const ITEM_BOX_STYLE: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 34px' };
const ACTIVE_STYLE: CSSProperties = { background: '#e6f0ff', fontWeight: 600 };
const BADGE_STYLE: CSSProperties = { fontSize: 12, lineHeight: '18px', padding: '0 6px', border: '1px solid', borderRadius: 4, background: '#fff', whiteSpace: 'nowrap' };
const TAB_STYLE: CSSProperties = {
  padding: '8px 10px',
  minHeight: 32,
  borderWidth: 0,
  borderBottomWidth: 2,
  borderBottomStyle: 'solid',
  borderBottomColor: 'transparent',
  background: 'transparent',
  cursor: 'pointer',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  color: 'inherit',
};
const SELECTED_TAB_STYLE: CSSProperties = { borderBottomColor: SUITE_PRIMARY, color: SUITE_PRIMARY, fontWeight: 600 };
const COUNT_STYLE: CSSProperties = { display: 'inline-block', minWidth: 20, padding: '0 6px', borderRadius: 10, background: '#4a5568', color: '#fff', fontSize: 12, lineHeight: '20px', textAlign: 'center' };

interface StudentItemProps {
  row: MarkingRow;
  active: boolean;
  badge: RowBadge | null;
  waiting?: 'waiting' | 'refused';
  onStudent(studentId: string): void;
}

/** Dark enough on white and on the active row's blue (WCAG AA, small text). */
const WAITING_COLOURS = { waiting: '#1d4f91', refused: '#a61b1b' } as const;
const WAITING_TEXTS = { waiting: 'wait.badge', refused: 'wait.refusedBadge' } as const;

// Memoised: moving to the next student re-renders two items, not a class of thousands.
const StudentItem = memo(function StudentItem({ row, active, badge, waiting, onStudent }: StudentItemProps) {
  const t = useMarkingMessages();
  return (
    <li style={ITEM_BOX_STYLE}>
      <button
        type="button"
        style={active ? { ...ITEM_STYLE, ...ACTIVE_STYLE } : ITEM_STYLE}
        aria-current={active ? 'true' : undefined}
        onClick={() => onStudent(row.studentId)}
        ref={active ? (element) => element?.scrollIntoView?.({ block: 'nearest' }) : undefined}
      >
        <span>{row.name}</span>
        <span style={{ display: 'flex', gap: 4, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {row.markHeld && <NotReleased />}
          {waiting && <span style={{ ...BADGE_STYLE, color: WAITING_COLOURS[waiting], borderColor: WAITING_COLOURS[waiting] }}>{t(WAITING_TEXTS[waiting])}</span>}
          {badge && <span style={{ ...BADGE_STYLE, color: BADGE_COLOURS[badge], borderColor: BADGE_COLOURS[badge] }}>{t(BADGE_KEYS[badge])}</span>}
        </span>
      </button>
    </li>
  );
});

/** The tabs' ids, so each tab names its panel and the panel its tab. */
const tabId = (view: MarkingView) => `marking-tab-${view}`;
const PANEL_ID = 'marking-tab-panel';

/**
 * The three tabs as the WAI-ARIA tabs pattern has them: one tab stop, arrows (and Home/End) move
 * between tabs and open them. Written out rather than antd's Tabs, whose tab list also holds its
 * overflow and extra buttons (axe: aria-required-children).
 */
export function StudentList({ rows, view, activeId, dueDay, today, refreshing, waitingFor, onView, onStudent, onRefresh }: StudentListProps) {
  // Worked out once per change of the list, not on each move from one student to the next.
  const t = useMarkingMessages();
  const byView = useMemo(() => new Map(markingViews.map((key) => [key, studentsInView(rows, key)])), [rows]);
  const badges = useMemo(
    () => new Map(rows.map((row) => [row.studentId, dueDay && today ? rowBadge(row, dueDay, today) : null])),
    [rows, dueDay, today],
  );
  const inView = byView.get(view) ?? [];
  const tabs = useRef<Partial<Record<MarkingView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = markingViews.indexOf(view);
    const to =
      event.key === 'ArrowRight' ? (at + 1) % markingViews.length
      : event.key === 'ArrowLeft' ? (at + markingViews.length - 1) % markingViews.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? markingViews.length - 1
      : null;
    if (to === null) return;
    event.preventDefault();
    onView(markingViews[to]!);
    tabs.current[markingViews[to]!]?.focus();
  };
  return (
    // Its width the marking page's layout: from 240 px, growing to 340 beside the work; its tabs'
    // names wrap rather than hold it wider.
    <nav aria-label={t('list.students')} style={{ flex: '1 1 240px', maxWidth: 340, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, borderBottom: '1px solid #d9d9d9', marginBottom: 8 }}>
        <div role="tablist" aria-label={t('list.status')} onKeyDown={onKeyDown} style={{ display: 'flex', flex: 1 }}>
          {markingViews.map((key) => (
            <button
              key={key}
              ref={(element) => {
                tabs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              aria-selected={key === view}
              aria-controls={PANEL_ID}
              tabIndex={key === view ? 0 : -1}
              onClick={() => onView(key)}
              style={key === view ? { ...TAB_STYLE, ...SELECTED_TAB_STYLE } : TAB_STYLE}
            >
              {t(`view.${key}`)} <span style={COUNT_STYLE}>{byView.get(key)?.length ?? 0}</span>
            </button>
          ))}
        </div>
        <Tooltip title={t('list.refresh')} trigger={['hover', 'focus']}>
          <Button size="small" aria-label={t('list.refresh')} icon={<RefreshIcon />} loading={refreshing} onClick={onRefresh} />
        </Tooltip>
      </div>
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(view)}>
        {inView.length === 0 ? (
          <p>{t(`empty.${view}`)}</p>
        ) : (
          <ul style={LIST_STYLE}>
            {inView.map((row) => (
              <StudentItem key={row.studentId} row={row} active={row.studentId === activeId} badge={badges.get(row.studentId) ?? null} waiting={waitingFor?.get(row.studentId.toLowerCase())} onStudent={onStudent} />
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}
