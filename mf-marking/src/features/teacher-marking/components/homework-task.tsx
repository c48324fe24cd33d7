// The task being marked (docs/teacher-week.md, week 1 item 8): the homework's subject and description,
// as every marking tool shows them; folded away at first, so that the student's work keeps the room.
import type { Homework } from '@homework/contracts';
import { SafeHtml } from '@homework/ui';
import { useMarkingMessages } from '../../../messages';

export function HomeworkTask({ homework }: { homework: Pick<Homework, 'Subject' | 'Description'> }) {
  const t = useMarkingMessages();
  return (
    <details style={{ margin: '12px 0' }}>
      <summary>{t('task.summary', { subject: homework.Subject })}</summary>
      <dl style={{ margin: '8px 0 0' }}>
        <dt style={{ fontWeight: 600 }}>{t('task.subject')}</dt>
        <dd style={{ margin: '0 0 8px' }}>{homework.Subject}</dd>
        <dt style={{ fontWeight: 600 }}>{t('task.description')}</dt>
        <dd style={{ margin: 0 }}>{homework.Description.trim() ? <SafeHtml html={homework.Description} /> : t('task.none')}</dd>
      </dl>
    </details>
  );
}
