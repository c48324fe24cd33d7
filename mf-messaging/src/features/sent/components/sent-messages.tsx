// The Sent view (beyond the spec): the teacher's messages, newest first, a page at a time, of one
// kind or all (their own messages, and the homework-set and homework-marked mails the homework and
// marking saves send), each with how many of its recipients are queued, delivered, failed and not
// sent to, so that nobody missed goes unseen. A message that missed anyone opens to name them.
import { Alert, Button, Flex, Radio, Typography, type TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Language, SentMessageKind, SentMessageSummary } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { LoadError } from '@homework/ui';
import { useRetryFailed, useSentMessages } from '../api/sent-api';
import { MessageSubject } from './message-subject';
import { MissedRecipients } from './missed-recipients';
import { useMessagingMessages, type MessagingKey } from '../../../messages';
import { ScrollingTable } from './scrolling-table';

type T = ReturnType<typeof useMessagingMessages>;

const sentAt = (iso: string, language: Language) =>
  new Date(iso).toLocaleString(language === 'en' ? 'en-GB' : language, { dateStyle: 'medium', timeStyle: 'short' });
/** A homework's set mail waits for its Available-from day: the teacher sees when it goes. */
const whenSent = (message: SentMessageSummary, t: T, language: Language) =>
  message.SendAt && new Date(message.SendAt).getTime() > Date.now()
    ? t('sent.goes', { when: sentAt(message.SendAt, language) })
    : sentAt(message.CreatedAt, language);
const failureOf = (error: Error | null) => (error ? error.message : '');

const KIND_LABELS: Record<SentMessageKind, MessagingKey> = { message: 'sent.message', homework: 'sent.homework', feedback: 'sent.feedback' };
const SHOW_OPTIONS: { value: SentMessageKind | 'all'; label: MessagingKey }[] = [
  { value: 'all', label: 'sent.all' },
  { value: 'message', label: 'sent.messages' },
  { value: 'homework', label: 'sent.homework' },
  { value: 'feedback', label: 'sent.feedback' },
];

const columns = (t: T, language: Language): TableColumnsType<SentMessageSummary> => [
  { title: t('sent.kind'), dataIndex: 'Kind', key: 'kind', render: (kind: SentMessageKind) => t(KIND_LABELS[kind]), width: 150 },
  { title: t('sent.subject'), dataIndex: 'Subject', key: 'subject', render: (subject: string) => <MessageSubject subject={subject} /> },
  { title: t('sent.sent'), key: 'sent', render: (_: unknown, message) => whenSent(message, t, language), width: 180 },
  { title: t('sent.queued'), dataIndex: 'Queued', key: 'queued', align: 'right', width: 80 },
  { title: t('sent.delivered'), dataIndex: 'Sent', key: 'delivered', align: 'right', width: 90 },
  { title: t('sent.failed'), dataIndex: 'Failed', key: 'failed', align: 'right', width: 80 },
  { title: t('sent.refused'), dataIndex: 'Refused', key: 'refused', align: 'right', width: 90 },
];

/** The Sent view's link, which names the table's scrolling box. */
export const SENT_VIEW_LINK_ID = 'sent-messages-view';

export function SentMessages() {
  const t = useMessagingMessages();
  const language = useActiveLanguage();
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
    return <LoadError message={t('sent.loadFailed', { reason: failureOf(sent.error) })} onRetry={() => sent.refetch()} />;
  }
  return (
    // A word longer than the line (an address in a subject) breaks rather than push the page sideways.
    <Flex vertical gap={8} style={{ overflowWrap: 'break-word' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('sent.about')}
      </Typography.Paragraph>
      <Flex gap={8} align="center" wrap>
        <span id="sent-show-label">{t('sent.show')}</span>
        <Radio.Group
          aria-labelledby="sent-show-label"
          optionType="button"
          options={SHOW_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
          value={kind ?? 'all'}
          onChange={(event) => show(event.target.value)}
        />
      </Flex>
      <div ref={retryNotice} tabIndex={-1}>
        {retry.isError && <Alert type="error" showIcon title={t('sent.retryFailed', { reason: failureOf(retry.error) })} />}
        {retry.isSuccess && <Alert type="success" showIcon title={t('sent.requeued', { count: retry.data.Requeued })} />}
      </div>
      <ScrollingTable<SentMessageSummary>
        labelledBy={SENT_VIEW_LINK_ID}
        size="small"
        rowKey="Id"
        loading={sent.isPending || sent.isPlaceholderData}
        dataSource={sent.data?.messages ?? []}
        columns={columns(t, language)}
        pagination={false}
        locale={{ emptyText: t(page === 1 ? 'sent.none' : 'sent.noOlder') }}
        expandable={{
          expandedRowKeys: open,
          onExpandedRowsChange: (keys) => setOpen(keys.map(String)),
          rowExpandable: (message) => message.Failed + message.Refused + message.Cancelled > 0,
          expandedRowRender: (message) => <MissedRecipients message={message} retry={retry} />,
        }}
      />
      <nav aria-label={t('sent.pages')}>
        <Flex gap={8} align="center">
          <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('sent.newer')}
          </Button>
          <span aria-live="polite">{t('sent.page', { page })}</span>
          <Button disabled={!sent.data?.hasOlder || sent.isPlaceholderData} onClick={() => setPage(page + 1)}>
            {t('sent.older')}
          </Button>
        </Flex>
      </nav>
    </Flex>
  );
}
