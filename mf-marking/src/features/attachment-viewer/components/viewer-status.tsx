// What a viewer shows before its content is ready, or instead of it.
import { Alert, Spin } from 'antd';
import { markingMessages } from '@homework/contracts';

export function ViewerLoading() {
  return (
    <div role="status" style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
      <Spin size="small" />
      <span>{markingMessages.loading}</span>
    </div>
  );
}

/** The file could not be drawn (damaged, or its link expired): the download below still offers it. */
export function ViewerFailed({ fileName, reason }: { fileName: string; reason?: string }) {
  return <Alert type="error" role="alert" showIcon title={markingMessages.fileNotShown(fileName)} description={reason} />;
}
