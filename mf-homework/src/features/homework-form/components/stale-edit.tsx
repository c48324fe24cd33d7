// Someone else saved the homework since this form read it (docs/teacher-week.md, week 2 item 21).
// Reloading would throw the teacher's changes away; instead they choose: save theirs over the other one
// (read afresh for its Version), or load the other one and keep theirs beside the form to copy from.
import { Alert, Button, Descriptions, Flex } from 'antd';
import { descriptionText } from '@homework/contracts';
import { OwnText } from '@homework/ui';
import { useFormMessages } from '../messages';
import type { HomeworkFormValues } from '../state/form-values';

/** 'YYYY-MM-DD' as the form shows it, DD/MM/YYYY. */
const shown = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

export function StaleEditChoice({ busy, onSaveMine, onUseTheirs }: { busy: boolean; onSaveMine(): void; onUseTheirs(): void }) {
  const t = useFormMessages();
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('stale.title')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{t('stale.choose')}</p>
          <Flex gap="small" wrap>
            <Button type="primary" loading={busy} onClick={onSaveMine}>
              {t('stale.saveMine')}
            </Button>
            <Button disabled={busy} onClick={onUseTheirs}>
              {t('stale.useTheirs')}
            </Button>
          </Flex>
        </>
      }
    />
  );
}

/** The teacher's own values beside the form, after loading the other save into it. */
export function MineBeside({ mine, subjectName, onPutBack, onClose }: { mine: HomeworkFormValues; subjectName: string; onPutBack(): void; onClose(): void }) {
  const t = useFormMessages();
  return (
    <section aria-label={t('stale.mineBeside')} style={{ margin: '12px 0', padding: 12, border: '1px dashed #d9d9d9', borderRadius: 8 }}>
      <h2 style={{ fontSize: 16, margin: '0 0 4px' }}>{t('stale.mineBeside')}</h2>
      <p style={{ margin: '0 0 8px' }}>{t('stale.hint')}</p>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'title', label: t('field.title'), children: <OwnText style={{ overflowWrap: 'anywhere' }}>{mine.title}</OwnText> },
          { key: 'subject', label: t('field.subject'), children: subjectName },
          { key: 'start', label: t('field.from'), children: shown(mine.startDate) },
          { key: 'due', label: t('field.due'), children: shown(mine.dueDate) },
          { key: 'description', label: t('field.description'), children: <span style={{ whiteSpace: 'pre-wrap' }}>{descriptionText(mine.description)}</span> },
        ]}
      />
      <Flex gap="small" wrap style={{ marginTop: 8 }}>
        <Button onClick={onPutBack}>{t('stale.putBack')}</Button>
        <Button onClick={onClose}>{t('stale.close')}</Button>
      </Flex>
    </section>
  );
}
