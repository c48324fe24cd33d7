// "Not released" beside a held mark (decision 0037), in the student list and the student panel: only
// teachers see the mark until Release marks. A screen reader hears why.
import type { CSSProperties } from 'react';
import { useMarkingMessages } from '../../../messages';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';

// Dark enough on white and on the active row's blue (WCAG AA, small text).
const STYLE: CSSProperties = {
  fontSize: 12,
  lineHeight: '18px',
  padding: '0 6px',
  border: '1px solid #7a4b00',
  borderRadius: 4,
  background: '#fff',
  color: '#7a4b00',
  whiteSpace: 'nowrap',
};

export function NotReleased() {
  const t = useMarkingMessages();
  return (
    <span style={STYLE} title={t('held.notReleasedHelp')}>
      <span aria-hidden="true">{t('held.notReleased')}</span>
      <span style={VISUALLY_HIDDEN}>{`${t('held.notReleased')}: ${t('held.notReleasedHelp')}`}</span>
    </span>
  );
}
