// The kept draft, offered back above the form: when it was typed, Restore or Discard.
import { Alert, Button, Flex } from 'antd';
import { inSchoolZone } from '@homework/contracts';
import { useFormMessages } from '../messages';
import type { FormDraft } from '../state/form-draft';

export function DraftOffer({ draft, timeZone, onRestore, onDiscard }: { draft: FormDraft; timeZone: string; onRestore(): void; onDiscard(): void }) {
  const t = useFormMessages();
  const when = inSchoolZone(draft.savedAt, timeZone)?.format(t('draft.when')) ?? draft.savedAt;
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label={t('draft.label')}
      style={{ marginBottom: 16 }}
      title={t('draft.offered', { when })}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{t('draft.detail')}</p>
          <Flex gap="small" wrap>
            <Button type="primary" onClick={onRestore}>
              {t('draft.restore')}
            </Button>
            <Button onClick={onDiscard}>{t('draft.discard')}</Button>
          </Flex>
        </>
      }
    />
  );
}
