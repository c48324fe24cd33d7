// What a delete took, with its Undo: the suite's one notice of a change that can be undone.
import { UndoNotice, type UndoNoticeState } from '@homework/ui';
import { useHomeworkMessages, type HomeworkText } from '../../../messages';
import type { DeleteNotice } from '../state/use-homework-delete';

export interface DeletedNoticeProps {
  notice: DeleteNotice | null;
  busy: boolean;
  undo(): void;
  dismiss(): void;
}

const shown = (notice: DeleteNotice, t: HomeworkText): UndoNoticeState =>
  notice.kind === 'deleted'
    ? { kind: 'done', undoOf: notice.id, title: t('d.deleted', { title: notice.title }) }
    : notice.kind === 'restored'
      ? { kind: 'undone', title: t('d.restored', { title: notice.title }) }
      : notice;

export function DeletedNotice({ notice, ...rest }: DeletedNoticeProps) {
  const t = useHomeworkMessages();
  return <UndoNotice notice={notice && shown(notice, t)} undoLabel={t('d.undo')} {...rest} />;
}
