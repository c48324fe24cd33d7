// A homework deleted elsewhere (another tab, another teacher): said with who deleted it and when,
// and the way to get it back, Recently deleted. No Retry: reading it again cannot find it.
import { Alert } from 'antd';
import { deleteTexts, inSchoolZone, type HomeworkDeletedDetail } from '@homework/contracts';
import { RouteButton } from '../../../lib/route-button';
import { RECENTLY_DELETED_PATH } from '../../all-homework';

export function DeletedHomework({ deleted, timeZone }: { deleted: HomeworkDeletedDetail; timeZone: string | null }) {
  const when = (timeZone && inSchoolZone(deleted.DeletedAt, timeZone)?.format('DD/MM/YYYY [at] HH:mm')) || deleted.DeletedAt;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={deleteTexts.goneTitle}
      description={
        <>
          <p style={{ margin: '0 0 8px' }}>{deleteTexts.gone(deleted.DeletedBy, when)}</p>
          <RouteButton to={RECENTLY_DELETED_PATH}>{deleteTexts.openRecentlyDeleted}</RouteButton>
        </>
      }
    />
  );
}
