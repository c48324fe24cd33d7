// Who a send did not reach and why (decision 0023): under 02 §8's 'n of m messages sent successfully.',
// each recipient Notify would not send to, named as the school knows them, with the server's reason.
import { Typography } from 'antd';
import { RECIPIENT_PERSON_TYPE, type NotifyResult } from '@homework/contracts';
import { useMessagingMessages } from '../../../messages';

type T = ReturnType<typeof useMessagingMessages>;

/** 'Pat Adams (parent of Amy Adams)'; someone the school does not know is named by what they were. */
export function missedName(result: NotifyResult, t: T): string {
  const isParent = result.personType === RECIPIENT_PERSON_TYPE.parent;
  const name = result.Name ?? t(isParent ? 'missed.parent' : 'missed.student');
  return isParent && result.StudentName ? t('missed.parentOf', { name, student: result.StudentName }) : name;
}

export function MissedRecipients({ missed }: { missed: readonly NotifyResult[] }) {
  const t = useMessagingMessages();
  if (missed.length === 0) return null;
  return (
    <section aria-labelledby="missed-recipients-title" style={{ marginTop: 8 }}>
      <Typography.Text strong id="missed-recipients-title">
        {t('missed.title')}
      </Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {missed.map((result) => (
          <li key={`${result.personType}:${result.recipientId}:${result.studentId}`}>
            {missedName(result, t)}: {result.Reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
