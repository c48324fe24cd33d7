// The Sent view (beyond the spec): the teacher's messages, newest first, each with how many of its
// recipients are queued, delivered, failed and not sent to, so that nobody missed goes unseen. A
// message that missed anyone opens to name them with the reason (the mail server's, or why Notify
// would not send: no address, not that student's parent), and Retry puts the failed back in the queue.
import { Alert, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { RECIPIENT_PERSON_TYPE, type DeliveryState, type SentMessageSummary, type SentRecipient } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useRetryFailed, useSentMessage, useSentMessages } from '../api/sent-api';

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A homework's set mail waits for its Available-from day: the teacher sees when it goes. */
const whenSent = (message: SentMessageSummary) =>
  message.SendAt && new Date(message.SendAt).getTime() > Date.now() ? `Goes ${sentAt(message.SendAt)}` : sentAt(message.CreatedAt);
const failureOf = (error: Error | null) => (error ? error.message : '');

type Retry = ReturnType<typeof useRetryFailed>;

const missedName = (recipient: SentRecipient) =>
  recipient.PersonType === RECIPIENT_PERSON_TYPE.parent ? `${recipient.Name} (parent of ${recipient.StudentName})` : recipient.Name;
const MISSED_STATES: readonly DeliveryState[] = ['failed', 'refused', 'cancelled'];
const STATE_TEXT: Partial<Record<DeliveryState, string>> = { failed: 'Failed', refused: 'Not sent', cancelled: 'Cancelled' };

function MissedRecipients({ message, retry }: { message: SentMessageSummary; retry: Retry }) {
  const detail = useSentMessage(message.Id, true);
  const missed = (detail.data?.Recipients ?? []).filter((recipient) => MISSED_STATES.includes(recipient.State));
  const failed = missed.filter((recipient) => recipient.State === 'failed').length;
  const columns: TableColumnsType<SentRecipient> = [
    { title: 'Name', key: 'name', render: (_: unknown, recipient) => missedName(recipient) },
    { title: 'E-mail', dataIndex: 'Email', key: 'email', render: (email: string | null) => email ?? '' },
    { title: 'State', dataIndex: 'State', key: 'state', render: (state: DeliveryState) => STATE_TEXT[state] ?? state },
    { title: 'Reason', dataIndex: 'Reason', key: 'reason', render: (reason: string | null) => reason ?? '' },
  ];
  return (
    <section aria-label={`Recipients not reached by ${message.Subject}`}>
      {detail.isError && <LoadError message={`Failed to load the recipients. ${failureOf(detail.error)}`} onRetry={() => detail.refetch()} />}
      <Table<SentRecipient>
        size="small"
        rowKey={(recipient) => `${recipient.PersonType}:${recipient.RecipientId}:${recipient.StudentId}`}
        loading={detail.isFetching && !detail.data}
        dataSource={missed}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'Every recipient reached' }}
      />
      {failed > 0 && (
        <Button style={{ marginTop: 8 }} disabled={retry.isPending} onClick={() => retry.mutate(message.Id)}>
          {retry.isPending ? 'Retrying' : `Retry ${failed} failed`}
        </Button>
      )}
    </section>
  );
}

export function SentMessages() {
  const sent = useSentMessages();
  // Here, not in the message's row: a retried message has no failures left, and its row closes.
  const retry = useRetryFailed();
  const [open, setOpen] = useState<string[]>([]);
  const columns: TableColumnsType<SentMessageSummary> = [
    { title: 'Subject', dataIndex: 'Subject', key: 'subject' },
    { title: 'Sent', key: 'sent', render: (_: unknown, message) => whenSent(message), width: 180 },
    { title: 'Queued', dataIndex: 'Queued', key: 'queued', align: 'right', width: 90 },
    { title: 'Delivered', dataIndex: 'Sent', key: 'delivered', align: 'right', width: 90 },
    { title: 'Failed', dataIndex: 'Failed', key: 'failed', align: 'right', width: 90 },
    { title: 'Not sent', dataIndex: 'Refused', key: 'refused', align: 'right', width: 90 },
  ];
  if (sent.isError) {
    return <LoadError message={`Failed to load the sent messages. ${failureOf(sent.error)}`} onRetry={() => sent.refetch()} />;
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each message's recipients: queued for the mail server, delivered to it, failed with its reason, or not sent
        to (no e-mail address, or not a parent of that student). Open a message to see who was missed.
      </Typography.Paragraph>
      {retry.isError && <Alert type="error" showIcon title={`Retry failed. ${failureOf(retry.error)}`} />}
      {retry.isSuccess && <Alert type="success" showIcon title={`${retry.data.Requeued} put back in the queue.`} />}
      <Table<SentMessageSummary>
        size="small"
        rowKey="Id"
        loading={sent.isPending}
        dataSource={sent.data ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'No messages sent yet' }}
        expandable={{
          expandedRowKeys: open,
          onExpandedRowsChange: (keys) => setOpen(keys.map(String)),
          rowExpandable: (message) => message.Failed + message.Refused + message.Cancelled > 0,
          expandedRowRender: (message) => <MissedRecipients message={message} retry={retry} />,
        }}
      />
    </Flex>
  );
}
