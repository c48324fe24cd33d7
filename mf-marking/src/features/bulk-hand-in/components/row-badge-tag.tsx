// A row's badge: a plain span, not antd's Tag, as a whole school's rows draw it (see recorder-table).
import type { RowBadge } from '@homework/contracts';
import { BADGE_KEYS } from '../../../lib/row-badges';
import { useMarkingMessages } from '../../../messages';
import { BADGE_STYLES } from '../utils/recorder-view';

const SHAPE = { display: 'inline-block', padding: '0 7px', fontSize: 12, lineHeight: '20px', border: '1px solid', borderRadius: 4, whiteSpace: 'nowrap' } as const;

export function RowBadgeTag({ badge }: { badge: RowBadge }) {
  const t = useMarkingMessages();
  return <span style={{ ...SHAPE, ...BADGE_STYLES[badge] }}>{t(BADGE_KEYS[badge])}</span>;
}
