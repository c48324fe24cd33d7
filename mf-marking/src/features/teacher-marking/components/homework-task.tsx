// The task being marked (docs/teacher-week.md, week 1 item 8): the homework's subject and description,
// as every marking tool shows them; folded away at first, so that the student's work keeps the room.
import type { Homework } from '@homework/contracts';
import { SafeHtml } from '@homework/ui';

export function HomeworkTask({ homework }: { homework: Pick<Homework, 'Subject' | 'Description'> }) {
  return (
    <details style={{ margin: '12px 0' }}>
      <summary>The task: {homework.Subject}</summary>
      <dl style={{ margin: '8px 0 0' }}>
        <dt style={{ fontWeight: 600 }}>Subject</dt>
        <dd style={{ margin: '0 0 8px' }}>{homework.Subject}</dd>
        <dt style={{ fontWeight: 600 }}>Description</dt>
        <dd style={{ margin: 0 }}>{homework.Description.trim() ? <SafeHtml html={homework.Description} /> : 'No description.'}</dd>
      </dl>
    </details>
  );
}
