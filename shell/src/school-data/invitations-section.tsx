// "Send invitations": asks first, saying how many staff will get a mail (asked of the server as the
// question opens), then says how many were sent. Staff without an e-mail address are named.
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { InvitationsAnswer } from '@homework/contracts';
import { schoolDataMessages } from './messages';
import { useInvitationsToSend, useSendInvitations } from './school-data-api';

const withoutEmail = (t: ReturnType<typeof schoolDataMessages.useMessages>, answer: InvitationsAnswer) =>
  answer.WithoutEmail.length ? <Typography.Paragraph>{t('inv.withoutEmail', { names: answer.WithoutEmail.join(', ') })}</Typography.Paragraph> : null;

export function InvitationsSection() {
  const t = schoolDataMessages.useMessages();
  const [asking, setAsking] = useState(false);
  const toSend = useInvitationsToSend(asking);
  const sender = useSendInvitations();
  const count = toSend.data?.Count ?? 0;

  return (
    <section aria-labelledby="invitations-heading">
      <Typography.Title level={2} id="invitations-heading">
        {t('inv.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('inv.about')}</Typography.Paragraph>
      <Button
        onClick={() => {
          sender.reset();
          setAsking(true);
        }}
      >
        {t('inv.send')}
      </Button>
      <div role="status" className="school-data-sent">
        {sender.data && <Alert type="success" showIcon title={sender.data.Count ? t('inv.sent', { count: sender.data.Count }) : t('inv.none')} />}
        {sender.data && withoutEmail(t, sender.data)}
      </div>
      {sender.isError && <Alert type="error" showIcon role="alert" title={sender.error.message} />}

      <Modal
        open={asking}
        title={t('inv.ask')}
        okText={t('inv.send')}
        cancelText={t('cancel')}
        okButtonProps={{ disabled: !toSend.data || count === 0 }}
        confirmLoading={sender.isPending}
        onOk={() => sender.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {toSend.isPending ? (
          <Spin aria-label={t('inv.counting')} />
        ) : toSend.isError ? (
          <Alert type="error" showIcon role="alert" title={toSend.error.message} />
        ) : (
          <>
            <Typography.Paragraph>{count ? t('inv.will', { count }) : t('inv.none')}</Typography.Paragraph>
            {withoutEmail(t, toSend.data)}
          </>
        )}
      </Modal>
    </section>
  );
}
