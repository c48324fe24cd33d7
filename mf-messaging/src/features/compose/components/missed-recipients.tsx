// Who a send did not reach and why (decision 0023): under 02 §8's 'n of m messages sent successfully.',
// each recipient Notify would not send to, named as the school knows them, with the server's reason.
import { Typography } from 'antd';
import { RECIPIENT_PERSON_TYPE, type NotifyResult } from '@homework/contracts';

/** 'Pat Adams (parent of Amy Adams)'; someone the school does not know is named by what they were. */
export function missedName(result: NotifyResult): string {
  const isParent = result.personType === RECIPIENT_PERSON_TYPE.parent;
  const name = result.Name ?? (isParent ? 'A parent' : 'A student');
  return isParent && result.StudentName ? `${name} (parent of ${result.StudentName})` : name;
}

export function MissedRecipients({ missed }: { missed: readonly NotifyResult[] }) {
  if (missed.length === 0) return null;
  return (
    <section aria-labelledby="missed-recipients-title" style={{ marginTop: 8 }}>
      <Typography.Text strong id="missed-recipients-title">
        Not sent to:
      </Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {missed.map((result) => (
          <li key={`${result.personType}:${result.recipientId}:${result.studentId}`}>
            {missedName(result)}: {result.Reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
