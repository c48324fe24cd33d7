import { Alert, Button } from 'antd';
import { SuiteTheme } from '@homework/platform/remote';

export const REMOTE_FAILED_MESSAGE = 'This part of Homework could not be loaded.';

/** Shown in a remote's area when the remote is missing, slow or broken; the rest of the suite keeps working. */
export function RemoteErrorPanel({ name, reason, onRetry }: { name: string; reason?: string; onRetry: () => void }) {
  // Drawn in a React root of its own, outside the shell's theme: it brings the suite's (contrast).
  // An alert as the platform's ErrorPanel is, not antd's Result (its pictures cost every first screen).
  return (
    <SuiteTheme>
      <Alert
        type="warning"
        showIcon
        title={REMOTE_FAILED_MESSAGE}
        description={reason ? `The menu and the other parts keep working. (${name}: ${reason})` : 'The menu and the other parts keep working.'}
        action={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
        style={{ margin: 24 }}
      />
    </SuiteTheme>
  );
}
