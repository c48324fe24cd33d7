// The Sent view (beyond the spec): the teacher's messages, newest first, a page at a time, of one
// kind or all (their own messages, and the homework-set and homework-marked mails the homework and
// marking saves send), each with how many of its recipients are queued, delivered, failed and not
// sent to, so that nobody missed goes unseen. A message that missed anyone opens to name them.
import { Alert, Button, Flex, Radio, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SentMessageKind, SentMessageSummary } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useRetryFailed, useSentMessages } from '../api/sent-api';
import { MessageSubject } from './message-subject';
import { MissedRecipients } from './missed-recipients';
import { ScrollingTable } from './scrolling-table';

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A homework's set mail waits for its Available-from day: the teacher sees when it goes. */
const whenSent = (message: SentMessageSummary) =>
  message.SendAt && new Date(message.SendAt).getTime() > Date.now() ? `Goes ${sentAt(message.SendAt)}` : sentAt(message.CreatedAt);
const failureOf = (error: Error | null) => (error ? error.message : '');

const KIND_LABELS: Record<SentMessageKind, string> = { message: 'Message', homework: 'Homework set', feedback: 'Homework marked' };
const SHOW_OPTIONS: { value: SentMessageKind | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'message', label: 'Messages' },
  { value: 'homework', label: 'Homework set' },
  { value: 'feedback', label: 'Homework marked' },
];

const COLUMNS: TableColumnsType<SentMessageSummary> = [
  { title: 'Kind', dataIndex: 'Kind', key: 'kind', render: (kind: SentMessageKind) => KIND_LABELS[kind], width: 150 },
  { title: 'Subject', dataIndex: 'Subject', key: 'subject', render: (subject: string) => <MessageSubject subject={subject} /> },
  { title: 'Sent', key: 'sent', render: (_: unknown, message) => whenSent(message), width: 180 },
  { title: 'Queued', dataIndex: 'Queued', key: 'queued', align: 'right', width: 80 },
  { title: 'Delivered', dataIndex: 'Sent', key: 'delivered', align: 'right', width: 90 },
  { title: 'Failed', dataIndex: 'Failed', key: 'failed', align: 'right', width: 80 },
  { title: 'Not sent', dataIndex: 'Refused', key: 'refused', align: 'right', width: 90 },
];

/** The Sent view's link, which names the table's scrolling box. */
export const SENT_VIEW_LINK_ID = 'sent-messages-view';

export function SentMessages() {
  const [kind, setKind] = useState<SentMessageKind | null>(null);
  const [page, setPage] = useState(1);
  const sent = useSentMessages(page, kind);
  // Here, not in the message's row: a retried message has no failures left, and its row closes.
  const retry = useRetryFailed();
  // What Retry did takes the focus: its row closes once nothing failed is left, with the button in it.
  const retryNotice = useRef<HTMLDivElement>(null);
  const retrySettled = retry.isSuccess || retry.isError;
  useEffect(() => {
    if (retrySettled) retryNotice.current?.focus();
  }, [retrySettled, retry.submittedAt]);
  const [open, setOpen] = useState<string[]>([]);
  const show = (value: SentMessageKind | 'all') => {
    setKind(value === 'all' ? null : value);
    setPage(1);
  };
  if (sent.isError) {
    return <LoadError message={`Failed to load the sent messages. ${failureOf(sent.error)}`} onRetry={() => sent.refetch()} />;
  }
  return (
    // A word longer than the line (an address in a subject) breaks rather than push the page sideways.
    <Flex vertical gap={8} style={{ overflowWrap: 'break-word' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each message's recipients: queued for the mail server, delivered to it, failed with its reason, or not sent
        to (no e-mail address, or not a parent of that student). Open a message to see who was missed.
      </Typography.Paragraph>
      <Flex gap={8} align="center" wrap>
        <span id="sent-show-label">Show</span>
        <Radio.Group
          aria-labelledby="sent-show-label"
          optionType="button"
          options={SHOW_OPTIONS}
          value={kind ?? 'all'}
          onChange={(event) => show(event.target.value)}
        />
      </Flex>
      <div ref={retryNotice} tabIndex={-1}>
        {retry.isError && <Alert type="error" showIcon title={`Retry failed. ${failureOf(retry.error)}`} />}
        {retry.isSuccess && <Alert type="success" showIcon title={`${retry.data.Requeued} put back in the queue.`} />}
      </div>
      <ScrollingTable<SentMessageSummary>
        labelledBy={SENT_VIEW_LINK_ID}
        size="small"
        rowKey="Id"
        loading={sent.isPending || sent.isPlaceholderData}
        dataSource={sent.data?.messages ?? []}
        columns={COLUMNS}
        pagination={false}
        locale={{ emptyText: page === 1 ? 'No messages sent yet' : 'No older messages' }}
        expandable={{
          expandedRowKeys: open,
          onExpandedRowsChange: (keys) => setOpen(keys.map(String)),
          rowExpandable: (message) => message.Failed + message.Refused + message.Cancelled > 0,
          expandedRowRender: (message) => <MissedRecipients message={message} retry={retry} />,
        }}
      />
      <nav aria-label="Pages of sent messages">
        <Flex gap={8} align="center">
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span aria-live="polite">Page {page}</span>
          <Button disabled={!sent.data?.hasOlder || sent.isPlaceholderData} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
