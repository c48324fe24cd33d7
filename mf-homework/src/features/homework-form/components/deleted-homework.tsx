// A homework deleted elsewhere (another tab, another teacher): said with who deleted it and when,
// and the way to get it back, Recently deleted. No Retry: reading it again cannot find it.
import { Alert } from 'antd';
import { inSchoolZone, type HomeworkDeletedDetail } from '@homework/contracts';
import { RouteButton } from '../../../lib/route-button';
import { RECENTLY_DELETED_PATH } from '../../all-homework';
import { useFormMessages } from '../messages';

export function DeletedHomework({ deleted, timeZone }: { deleted: HomeworkDeletedDetail; timeZone: string | null }) {
  const t = useFormMessages();
  const when = (timeZone && inSchoolZone(deleted.DeletedAt, timeZone)?.format(t('draft.when'))) || deleted.DeletedAt;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={t('gone.title')}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{deleted.DeletedBy ? t('gone.bodyBy', { name: deleted.DeletedBy, when }) : t('gone.body', { when })}</p>
          <RouteButton to={RECENTLY_DELETED_PATH}>{t('gone.open')}</RouteButton>
        </>
      }
    />
  );
}
