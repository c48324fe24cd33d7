// A student's file offered as a download, always with the virus-check caution (02 §2.2).
import { Alert, Typography } from 'antd';
import type { StudentAttachment } from '@homework/contracts';
import { formatFileSize } from '@homework/ui';
import { useMarkingMessages } from '../../../messages';

export function DownloadLink({ attachment }: { attachment: StudentAttachment }) {
  const t = useMarkingMessages();
  return (
    <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
      <div>
        <a href={attachment.UrlWithSasToken} download={attachment.FileName} rel="noopener noreferrer">
          {t('files.download', { name: attachment.FileName })}
        </a>{' '}
        <Typography.Text type="secondary">({formatFileSize(attachment.FileSize)})</Typography.Text>
      </div>
      <Alert type="warning" role="note" showIcon title={t('files.caution')} />
    </div>
  );
}
