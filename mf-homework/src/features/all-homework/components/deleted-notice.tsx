// What a delete took, with its Undo: the suite's one notice of a change that can be undone.
import { deleteTexts } from '@homework/contracts';
import { UndoNotice, type UndoNoticeState } from '@homework/ui';
import type { DeleteNotice } from '../state/use-homework-delete';

export interface DeletedNoticeProps {
  notice: DeleteNotice | null;
  busy: boolean;
  undo(): void;
  dismiss(): void;
}

const shown = (notice: DeleteNotice): UndoNoticeState =>
  notice.kind === 'deleted'
    ? { kind: 'done', undoOf: notice.id, title: deleteTexts.deleted(notice.title) }
    : notice.kind === 'restored'
      ? { kind: 'undone', title: deleteTexts.restored(notice.title) }
      : notice;

export function DeletedNotice({ notice, ...rest }: DeletedNoticeProps) {
  return <UndoNotice notice={notice && shown(notice)} undoLabel={deleteTexts.undo} {...rest} />;
}
