// The kept draft, offered back above the form: when it was typed, Restore or Discard.
import { Alert, Button, Flex } from 'antd';
import { formDraftTexts, inSchoolZone } from '@homework/contracts';
import type { FormDraft } from '../state/form-draft';

export function DraftOffer({ draft, timeZone, onRestore, onDiscard }: { draft: FormDraft; timeZone: string; onRestore(): void; onDiscard(): void }) {
  const when = inSchoolZone(draft.savedAt, timeZone)?.format('DD/MM/YYYY [at] HH:mm') ?? draft.savedAt;
  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label="Unsaved changes"
      style={{ marginBottom: 16 }}
      title={formDraftTexts.offered(when)}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{formDraftTexts.offeredDetail}</p>
          <Flex gap="small" wrap>
            <Button type="primary" onClick={onRestore}>
              {formDraftTexts.restore}
            </Button>
            <Button onClick={onDiscard}>{formDraftTexts.discard}</Button>
          </Flex>
        </>
      }
    />
  );
}
