// "Send invitations": asks first, saying how many staff will get a mail (asked of the server as the
// question opens), then says how many were sent. Staff without an e-mail address are named.
import { Alert, Button, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { SCHOOL_DATA_TEXTS, type InvitationsAnswer } from '@homework/contracts';
import { useInvitationsToSend, useSendInvitations } from './school-data-api';

const withoutEmail = (answer: InvitationsAnswer) => (answer.WithoutEmail.length ? <Typography.Paragraph>{SCHOOL_DATA_TEXTS.withoutEmail(answer.WithoutEmail)}</Typography.Paragraph> : null);

export function InvitationsSection() {
  const [asking, setAsking] = useState(false);
  const toSend = useInvitationsToSend(asking);
  const sender = useSendInvitations();
  const count = toSend.data?.Count ?? 0;

  return (
    <section aria-labelledby="invitations-heading">
      <Typography.Title level={2} id="invitations-heading">
        Invitations
      </Typography.Title>
      <Typography.Paragraph>
        Staff who have no password yet get a mail with a link to set one. The link works once, for 7 days; nobody is sent a second while theirs still works.
      </Typography.Paragraph>
      <Button
        onClick={() => {
          sender.reset();
          setAsking(true);
        }}
      >
        Send invitations
      </Button>
      <div role="status" className="school-data-sent">
        {sender.data && <Alert type="success" showIcon title={sender.data.Count ? SCHOOL_DATA_TEXTS.invited(sender.data.Count) : SCHOOL_DATA_TEXTS.noneToInvite} />}
        {sender.data && withoutEmail(sender.data)}
      </div>
      {sender.isError && <Alert type="error" showIcon role="alert" title={sender.error.message} />}

      <Modal
        open={asking}
        title="Send invitations?"
        okText="Send invitations"
        cancelText="Cancel"
        okButtonProps={{ disabled: !toSend.data || count === 0 }}
        confirmLoading={sender.isPending}
        onOk={() => sender.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {toSend.isPending ? (
          <Spin aria-label="Counting the staff to invite" />
        ) : toSend.isError ? (
          <Alert type="error" showIcon role="alert" title={toSend.error.message} />
        ) : (
          <>
            <Typography.Paragraph>{count ? SCHOOL_DATA_TEXTS.willInvite(count) : SCHOOL_DATA_TEXTS.noneToInvite}</Typography.Paragraph>
            {withoutEmail(toSend.data)}
          </>
        )}
      </Modal>
    </section>
  );
}
