import { Button, Result } from 'antd';

export const REMOTE_FAILED_MESSAGE = 'This part of Homework could not be loaded.';

/** Shown in a remote's area when the remote is missing, slow or broken; the rest of the suite keeps working. */
export function RemoteErrorPanel({ name, reason, onRetry }: { name: string; reason?: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={REMOTE_FAILED_MESSAGE}
      subTitle={reason ? `The menu and the other parts keep working. (${name}: ${reason})` : 'The menu and the other parts keep working.'}
      extra={
        <Button type="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
