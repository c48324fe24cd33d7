// Who a message did not reach, in the Sent view (decision 0023): its failed deliveries with the reason
// in a teacher's words (the server's MAIL_FAILURE_REASONS), the recipients Notify would not send to (no
// address, not that student's parent), and homework mail cancelled before the homework became
// available; Retry puts the failed back.
import { Button, Table, type TableColumnsType } from 'antd';
import { RECIPIENT_PERSON_TYPE, type DeliveryState, type SentMessageSummary, type SentRecipient } from '@homework/contracts';
import { LoadError } from '@homework/ui';
import { useSentMessage, type useRetryFailed } from '../api/sent-api';
import { useMessagingMessages, type MessagingKey } from '../../../messages';

const failureOf = (error: Error | null) => (error ? error.message : '');

type Retry = ReturnType<typeof useRetryFailed>;

const MISSED_STATES: readonly DeliveryState[] = ['failed', 'refused', 'cancelled'];
const STATE_TEXT: Partial<Record<DeliveryState, MessagingKey>> = { failed: 'sent.failed', refused: 'sent.refused', cancelled: 'sent.cancelled' };

export function MissedRecipients({ message, retry }: { message: SentMessageSummary; retry: Retry }) {
  const t = useMessagingMessages();
  const detail = useSentMessage(message.Id, true);
  const missedName = (recipient: SentRecipient) =>
    recipient.PersonType === RECIPIENT_PERSON_TYPE.parent ? t('missed.parentOf', { name: recipient.Name, student: recipient.StudentName }) : recipient.Name;
  const stateText = (state: DeliveryState) => {
    const key = STATE_TEXT[state];
    return key ? t(key) : state;
  };
  const missed = (detail.data?.Recipients ?? []).filter((recipient) => MISSED_STATES.includes(recipient.State));
  const failed = missed.filter((recipient) => recipient.State === 'failed').length;
  const columns: TableColumnsType<SentRecipient> = [
    { title: t('recip.name'), key: 'name', render: (_: unknown, recipient) => missedName(recipient) },
    { title: t('recip.email'), dataIndex: 'Email', key: 'email', render: (email: string | null) => email ?? '' },
    { title: t('recip.state'), dataIndex: 'State', key: 'state', render: stateText },
    { title: t('recip.reason'), dataIndex: 'Reason', key: 'reason', render: (reason: string | null) => reason ?? '' },
  ];
  return (
    <section aria-label={t('recip.of', { subject: message.Subject })}>
      {detail.isError && <LoadError message={t('recip.loadFailed', { reason: failureOf(detail.error) })} onRetry={() => detail.refetch()} />}
      <Table<SentRecipient>
        size="small"
        rowKey={(recipient) => `${recipient.PersonType}:${recipient.RecipientId}:${recipient.StudentId}`}
        loading={detail.isFetching && !detail.data}
        dataSource={missed}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('recip.allReached') }}
      />
      {failed > 0 && (
        <Button style={{ marginTop: 8 }} disabled={retry.isPending} onClick={() => retry.mutate(message.Id)}>
          {retry.isPending ? t('recip.retrying') : t('recip.retry', { count: failed })}
        </Button>
      )}
    </section>
  );
}
