// Recently deleted: the school's homework deleted within the kept days, each with what went and a
// Restore that puts it back with everything under it. Opened from All Homework.
import { Alert, Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteTexts, inSchoolZone, type DeletedHomework } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useDeletedHomework } from '../api/delete-homework';
import type { DeleteNotice } from '../state/use-homework-delete';

export interface RecentlyDeletedProps {
  timeZone: string | null;
  /** The last restore's outcome, said inside the list too. */
  notice: DeleteNotice | null;
  restoring: boolean;
  onRestore(id: string): void;
}

const when = (instant: string, timeZone: string | null, format: string) => (timeZone ? (inSchoolZone(instant, timeZone)?.format(format) ?? '') : '');

function DeletedItem({ item, timeZone, restoring, onRestore }: { item: DeletedHomework } & Omit<RecentlyDeletedProps, 'notice'>) {
  const titleId = `deleted-homework-${item.Id}`;
  return (
    <li aria-labelledby={titleId} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
      <strong id={titleId}>{item.Title}</strong>
      <div>
        {item.Subject} · Deleted {when(item.DeletedAt, timeZone, 'DD/MM/YYYY HH:mm')}
        {item.DeletedBy ? ` by ${item.DeletedBy}` : ''} · Can be restored until {when(item.KeptUntil, timeZone, 'DD/MM/YYYY')}
      </div>
      <div>{deleteTexts.lines(item.Counts).join(', ')}</div>
      <Button size="small" style={{ marginTop: 4 }} loading={restoring} onClick={() => onRestore(item.Id)} aria-describedby={titleId}>
        {deleteTexts.restore}
      </Button>
    </li>
  );
}

const OPEN_PARAM = 'open';
const OPEN_VALUE = 'recently-deleted';
/** All Homework with Recently deleted open: where a page about a deleted homework sends the teacher. */
export const RECENTLY_DELETED_PATH = `/homework/all-homework?${OPEN_PARAM}=${OPEN_VALUE}`;

export function RecentlyDeleted(props: RecentlyDeletedProps) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get(OPEN_PARAM) === OPEN_VALUE);
  const opener = useRef<HTMLButtonElement>(null);
  const deleted = useDeletedHomework(open);
  const close = () => setOpen(false);
  const { notice } = props;
  return (
    <>
      <Button ref={opener} onClick={() => setOpen(true)}>
        {deleteTexts.recentlyDeleted}
      </Button>
      <Modal
        open={open}
        title={deleteTexts.recentlyDeleted}
        onCancel={close}
        // Once closed, the focus is back on the button that opened it.
        focusable={{ focusTriggerAfterClose: false }}
        afterOpenChange={(isOpen) => {
          if (!isOpen) opener.current?.focus();
        }}
        footer={[
          <Button key="done" onClick={close}>
            {deleteTexts.done}
          </Button>,
        ]}
      >
        <p>{deleteTexts.recentlyDeletedIntro}</p>
        {notice?.kind === 'restored' && <Alert type="success" showIcon role="status" title={deleteTexts.restored(notice.title)} />}
        {notice?.kind === 'failed' && <Alert type="error" showIcon role="alert" title={notice.message} />}
        {deleted.isPending ? (
          <p role="status">Loading ...</p>
        ) : deleted.isError ? (
          <LoadError message={deleted.error.message} onRetry={deleted.refetch} />
        ) : deleted.data.length === 0 ? (
          <p>{deleteTexts.noneDeleted}</p>
        ) : (
          <ul aria-label={deleteTexts.recentlyDeleted} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {deleted.data.map((item) => (
              <DeletedItem key={item.Id} item={item} {...props} />
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
