// /messages: the message composer (02 §2.6) under the page's title, with the status of the last
// send above it (02 §8) naming who it missed, and one announcement of a failed check for a screen reader.
import { Typography } from 'antd';
import { StatusBanner } from '@homework/ui';
import { VISUALLY_HIDDEN } from '@homework/platform/remote';
import { useAttachmentsEnabled } from '../api/use-attachments-enabled';
import { useCompose } from '../state/use-compose';
import { ComposeForm } from './compose-form';
import { MissedRecipients } from './missed-recipients';

export const ERROR_SUMMARY_PREFIX = 'Please correct the following:';

export function ComposePage() {
  const compose = useCompose();
  const attachments = useAttachmentsEnabled();
  const messages = Object.values(compose.errors);
  return (
    <>
      <div style={{ marginBottom: compose.status.kind === 'NONE' ? 0 : 16 }}>
        <StatusBanner kind={compose.status.kind} message={compose.status.message} />
        {/* Always there, so that the names are read out when they arrive, after the banner's text. */}
        <div aria-live="polite">
          <MissedRecipients missed={compose.status.missed ?? []} />
        </div>
      </div>
      <div aria-live="assertive" aria-atomic="true" data-testid="form-error-summary" style={VISUALLY_HIDDEN}>
        {messages.length ? `${ERROR_SUMMARY_PREFIX} ${messages.join(' ')}` : ''}
      </div>
      {attachments.isError && (
        <Typography.Paragraph type="secondary">Attachments are not offered: the school's settings did not load.</Typography.Paragraph>
      )}
      <ComposeForm compose={compose} attachmentsEnabled={attachments.data === true} />
    </>
  );
}
