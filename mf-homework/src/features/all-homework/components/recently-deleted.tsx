// Recently deleted: the school's homework deleted within the kept days, each with what went and a
// Restore that puts it back with everything under it. Opened from All Homework.
import { Alert, Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HOMEWORK_PAGES, inSchoolZone, type DeletedHomework } from '@homework/contracts';
import { LoadError, OwnText } from '@homework/ui';
import { useHomeworkMessages } from '../../../messages';
import { useDeletedHomework } from '../api/delete-homework';
import { deleteLines } from './delete-question';
import type { DeleteNotice } from '../state/use-homework-delete';

export interface RecentlyDeletedProps {
  timeZone: string | null;
  /** The last restore's outcome, said inside the list too. */
  notice: DeleteNotice | null;
  restoring: boolean;
  onRestore(id: string): void;
}

const when = (instant: string, timeZone: string | null, format: string) => (timeZone ? (inSchoolZone(instant, timeZone)?.format(format) ?? '') : '');

function DeletedItem({
  item,
  timeZone,
  restoring,
  onRestore,
  buttonRef,
}: { item: DeletedHomework; buttonRef(button: HTMLButtonElement | null): void } & Omit<RecentlyDeletedProps, 'notice'>) {
  const t = useHomeworkMessages();
  const titleId = `deleted-homework-${item.Id}`;
  const said = {
    subject: item.Subject,
    when: when(item.DeletedAt, timeZone, 'DD/MM/YYYY HH:mm'),
    name: item.DeletedBy,
    until: when(item.KeptUntil, timeZone, 'DD/MM/YYYY'),
  };
  return (
    <li aria-labelledby={titleId} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <strong id={titleId}>
        <OwnText>{item.Title}</OwnText>
      </strong>
      <div>{t(item.DeletedBy ? 'b.itemBy' : 'b.item', said)}</div>
      <div>{deleteLines(t, item.Counts).join(', ')}</div>
      <Button ref={buttonRef} size="small" style={{ marginTop: 4 }} loading={restoring} onClick={() => onRestore(item.Id)} aria-describedby={titleId}>
        {t('d.restore')}
      </Button>
    </li>
  );
}

const OPEN_PARAM = 'open';
const OPEN_VALUE = 'recently-deleted';
/** All Homework with Recently deleted open: where a page about a deleted homework sends the teacher. */
export const RECENTLY_DELETED_PATH = HOMEWORK_PAGES.allHomework.href({ [OPEN_PARAM]: OPEN_VALUE });

export function RecentlyDeleted(props: RecentlyDeletedProps) {
  const t = useHomeworkMessages();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get(OPEN_PARAM) === OPEN_VALUE);
  const opener = useRef<HTMLButtonElement>(null);
  const deleted = useDeletedHomework(open);
  const close = () => setOpen(false);
  const { notice } = props;
  // A restored homework leaves the list with the button that had the focus: the focus goes on to
  // the next homework's Restore (the one before, at the end), or the dialog's heading when none is left.
  const restoreButtons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLSpanElement>(null);
  const focusAfter = useRef<{ id: string; index: number } | null>(null);
  useEffect(() => {
    const pending = focusAfter.current;
    const items = deleted.data;
    if (!pending || !items || items.some((item) => item.Id === pending.id)) return;
    focusAfter.current = null;
    const next = items[pending.index] ?? items[pending.index - 1];
    (next ? restoreButtons.current.get(next.Id) : heading.current)?.focus();
  }, [deleted.data]);
  useEffect(() => {
    if (notice?.kind === 'failed') focusAfter.current = null;
  }, [notice]);
  const restore = (id: string) => {
    focusAfter.current = { id, index: deleted.data?.findIndex((item) => item.Id === id) ?? 0 };
    props.onRestore(id);
  };
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>
        {t('b.title')}
      </Button>
      <Modal
        open={open}
        title={
          <span ref={heading} tabIndex={-1}>
            {t('b.title')}
          </span>
        }
        onCancel={close}
        // Once closed, the focus is back on the button that opened it.
        focusable={{ focusTriggerAfterClose: false }}
        afterOpenChange={(isOpen) => {
          if (!isOpen) opener.current?.focus();
        }}
        footer={[
          <Button key="done" onClick={close}>
            {t('b.done')}
          </Button>,
        ]}
      >
        <p>{t('b.intro')}</p>
        {notice?.kind === 'restored' && <Alert type="success" showIcon role="status" title={t('d.restored', { title: notice.title })} />}
        {notice?.kind === 'failed' && <Alert type="error" showIcon role="alert" title={notice.message} />}
        {deleted.isPending ? (
          <p role="status">{t('b.loading')}</p>
        ) : deleted.isError ? (
          <LoadError message={deleted.error.message} onRetry={deleted.refetch} />
        ) : deleted.data.length === 0 ? (
          <p>{t('b.none')}</p>
        ) : (
          <ul aria-label={t('b.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {deleted.data.map((item) => (
              <DeletedItem
                key={item.Id}
                item={item}
                {...props}
                onRestore={restore}
                buttonRef={(button) => {
                  if (button) restoreButtons.current.set(item.Id, button);
                  else restoreButtons.current.delete(item.Id);
                }}
              />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
