// A row badge's words (02 §4): the contracts' rule names the badge, the catalogue words it.
import type { RowBadge } from '@homework/contracts';
import type { MarkingKey } from '../messages';

export const BADGE_KEYS = {
  'Handed In': 'badge.handedIn',
  'Handed In Late': 'badge.late',
  Overdue: 'badge.overdue',
  'Not Yet Handed In': 'badge.notYet',
} as const satisfies Record<RowBadge, MarkingKey>;
