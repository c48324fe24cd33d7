// Who a message did not reach, in the Sent view (decision 0023): its failed deliveries with the reason
// in a teacher's words (the server's MAIL_FAILURE_REASONS), the recipients Notify would not send to (no
// address, not that student's parent), and homework mail cancelled before the homework became
// available; Retry puts the failed back.
import { Button, Table, type TableColumnsType } from 'antd';
import { RECIPIENT_PERSON_TYPE, type DeliveryState, type SentMessageSummary, type SentRecipient } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useSentMessage, type useRetryFailed } from '../api/sent-api';

const failureOf = (error: Error | null) => (error ? error.message : '');

type Retry = ReturnType<typeof useRetryFailed>;

const missedName = (recipient: SentRecipient) =>
  recipient.PersonType === RECIPIENT_PERSON_TYPE.parent ? `${recipient.Name} (parent of ${recipient.StudentName})` : recipient.Name;
const MISSED_STATES: readonly DeliveryState[] = ['failed', 'refused', 'cancelled'];
const STATE_TEXT: Partial<Record<DeliveryState, string>> = { failed: 'Failed', refused: 'Not sent', cancelled: 'Cancelled' };

export function MissedRecipients({ message, retry }: { message: SentMessageSummary; retry: Retry }) {
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
