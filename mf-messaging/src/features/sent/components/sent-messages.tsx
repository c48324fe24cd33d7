// The Sent view (beyond the spec): the teacher's messages, newest first, each with how many of its
// recipients are queued, delivered and failed, so that nobody missed goes unseen. A message with
// failures opens to list them with the mail server's reason, and Retry puts them back in the queue.
import { Alert, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SentMessageSummary, SentRecipient } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useRetryFailed, useSentMessage, useSentMessages } from '../api/sent-api';

const sentAt = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** A homework's set mail waits for its Available-from day: the teacher sees when it goes. */
const whenSent = (message: SentMessageSummary) =>
  message.SendAt && new Date(message.SendAt).getTime() > Date.now() ? `Goes ${sentAt(message.SendAt)}` : sentAt(message.CreatedAt);
const failureOf = (error: Error | null) => (error ? error.message : '');

type Retry = ReturnType<typeof useRetryFailed>;

function FailedRecipients({ message, retry }: { message: SentMessageSummary; retry: Retry }) {
  const detail = useSentMessage(message.Id, true);
  const failed = (detail.data?.Recipients ?? []).filter((recipient) => recipient.State === 'failed');
  const columns: TableColumnsType<SentRecipient> = [
    { title: 'Name', dataIndex: 'Name', key: 'name' },
    { title: 'E-mail', dataIndex: 'Email', key: 'email' },
    { title: 'Reason', dataIndex: 'Reason', key: 'reason', render: (reason: string | null) => reason ?? '' },
  ];
  return (
    <section aria-label={`Failed recipients of ${message.Subject}`}>
      {detail.isError && <LoadError message={`Failed to load the recipients. ${failureOf(detail.error)}`} onRetry={() => detail.refetch()} />}
      <Table<SentRecipient>
        size="small"
        rowKey={(recipient) => `${recipient.PersonType}:${recipient.RecipientId}:${recipient.StudentId}`}
        loading={detail.isFetching && !detail.data}
        dataSource={failed}
        columns={columns}
        pagination={false}
        locale={{ emptyText: 'No failed recipients' }}
      />
      <Button style={{ marginTop: 8 }} disabled={failed.length === 0 || retry.isPending} onClick={() => retry.mutate(message.Id)}>
        {retry.isPending ? 'Retrying' : `Retry ${failed.length} failed`}
      </Button>
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
  ];
  if (sent.isError) {
    return <LoadError message={`Failed to load the sent messages. ${failureOf(sent.error)}`} onRetry={() => sent.refetch()} />;
  }
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Each message's recipients: queued for the mail server, delivered to it, or failed with its reason.
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
          rowExpandable: (message) => message.Failed > 0,
          expandedRowRender: (message) => <FailedRecipients message={message} retry={retry} />,
        }}
      />
    </Flex>
  );
}
