// /messages: the message composer (02 §2.6) under the page's title, with the status of the last
// send above it (02 §8) naming who it missed, a message kept from an earlier visit offered back
// (decision 0018), and one announcement of a failed check for a screen reader. The page (routes.tsx)
// holds the composer's state, so that its links can ask before a half-written message goes.
import { Typography } from 'antd';
import { KeptWorkNotice, StatusBanner } from '@homework/ui';
import { useActiveLanguage } from '@homework/platform/messages';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';
import { useMessagingMessages } from '../../../messages';
import { useErrorText } from './error-text';
import { useAttachmentsEnabled } from '../api/use-attachments-enabled';
import type { Compose } from '../state/use-compose';
import { keptMessageNote } from '../utils/message-draft';
import { ComposeForm } from './compose-form';
import { MissedRecipients } from './missed-recipients';

export function ComposePage({ compose }: { compose: Compose }) {
  const t = useMessagingMessages();
  const language = useActiveLanguage();
  const errorText = useErrorText();
  const attachments = useAttachmentsEnabled();
  const messages = Object.values(compose.errors).map(errorText);
  const status = compose.status.message;
  const kept = compose.kept.offered;
  return (
    <>
      <div style={{ marginBottom: compose.status.kind === 'NONE' ? 0 : 16 }}>
        <StatusBanner kind={compose.status.kind} message={status && t(status.key, status.values)} />
        {/* Always there, so that the names are read out when they arrive, after the banner's text. */}
        <div aria-live="polite">
          <MissedRecipients missed={compose.status.missed ?? []} />
        </div>
      </div>
      {kept && compose.kept.timeZone && (
        <KeptWorkNotice
          note={keptMessageNote(kept, compose.kept.timeZone, language)}
          detail={kept.subject.trim() ? t('form.keptSubject', { subject: kept.subject }) : undefined}
          style={{ marginBottom: 16, maxWidth: 820 }}
          onRestore={() => compose.kept.restore(kept)}
          onDiscard={compose.kept.discard}
        />
      )}
      <div aria-live="assertive" aria-atomic="true" data-testid="form-error-summary" style={VISUALLY_HIDDEN}>
        {messages.length ? `${t('form.errors')} ${messages.join(' ')}` : ''}
      </div>
      {attachments.isError && (
        <Typography.Paragraph type="secondary">{t('form.noAttachments')}</Typography.Paragraph>
      )}
      <ComposeForm compose={compose} attachmentsEnabled={attachments.data === true} />
    </>
  );
}
