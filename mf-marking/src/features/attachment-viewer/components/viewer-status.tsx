// What a viewer shows before its content is ready, or instead of it.
import { Alert, Spin } from 'antd';
import { useMarkingMessages } from '../../../messages';

export function ViewerLoading() {
  const t = useMarkingMessages();
  return (
    <div role="status" style={{ padding: 24, display: 'flex', gap: 12, alignItems: 'center' }}>
      <Spin size="small" />
      <span>{t('mark.loading')}</span>
    </div>
  );
}

/** The file could not be drawn (damaged, or its link expired): the download below still offers it. */
export function ViewerFailed({ fileName, reason }: { fileName: string; reason?: string }) {
  const t = useMarkingMessages();
  return <Alert type="error" role="alert" showIcon title={t('files.notShown', { name: fileName })} description={reason} />;
}
