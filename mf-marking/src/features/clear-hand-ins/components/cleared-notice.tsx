// What a clear took (hand-ins, or a grade and comment), with its Undo (decision 0016): the suite's one
// notice of a change that can be undone.
import type { ReactNode } from 'react';
import { UndoNotice, type UndoNoticeState } from '@homework/ui';
import { useMarkingMessages } from '../../../messages';
import type { ClearNotice, ClearUndo } from '../state/use-clear-undo';
import { useClearedText } from '../state/use-cleared-text';

export function ClearedNotice({ notice, busy, undo, dismiss }: ClearUndo) {
  const t = useMarkingMessages();
  const cleared = useClearedText();
  const titleOf = (shown: Exclude<ClearNotice, { kind: 'failed' }>): ReactNode => {
    if (shown.what === 'mark') return <span>{t(shown.kind === 'cleared' ? 'clearMark.cleared' : 'clearMark.restored')}</span>;
    return (
      <>
        <span>{t('mark.handedInUpdated')}</span> <span>{cleared(shown.kind === 'cleared' ? 'clear.cleared' : 'clear.restored', shown.counts)}</span>
      </>
    );
  };
  const state: UndoNoticeState | null =
    !notice ? null
    : notice.kind === 'cleared' ? { kind: 'done', undoOf: notice.clearanceId, title: titleOf(notice) }
    : notice.kind === 'restored' ? { kind: 'undone', title: titleOf(notice) }
    : notice;
  return <UndoNotice notice={state} undoLabel={t('clear.undo')} busy={busy} undo={undo} dismiss={dismiss} />;
}
