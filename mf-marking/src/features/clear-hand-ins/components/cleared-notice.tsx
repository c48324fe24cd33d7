// What a clear took (hand-ins, or a grade and comment), with its Undo (decision 0016): the suite's one
// notice of a change that can be undone.
import { clearMarkTexts, clearTexts, markingMessages } from '@homework/contracts';
import { UndoNotice, type UndoNoticeState } from '@homework/ui';
import type { ClearNotice, ClearUndo } from '../state/use-clear-undo';

function titleOf(notice: Exclude<ClearNotice, { kind: 'failed' }>) {
  if (notice.what === 'mark') return <span>{notice.kind === 'cleared' ? clearMarkTexts.cleared : clearMarkTexts.restored}</span>;
  return (
    <>
      <span>{markingMessages.handedInUpdated}</span>{' '}
      <span>{notice.kind === 'cleared' ? clearTexts.cleared(notice.counts) : clearTexts.restored(notice.counts)}</span>
    </>
  );
}

const shown = (notice: ClearNotice): UndoNoticeState =>
  notice.kind === 'cleared'
    ? { kind: 'done', undoOf: notice.clearanceId, title: titleOf(notice) }
    : notice.kind === 'restored'
      ? { kind: 'undone', title: titleOf(notice) }
      : notice;

export function ClearedNotice({ notice, busy, undo, dismiss }: ClearUndo) {
  return <UndoNotice notice={notice && shown(notice)} undoLabel={clearTexts.undo} busy={busy} undo={undo} dismiss={dismiss} />;
}
