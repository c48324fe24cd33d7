// The all-homework page (01 §2): filter bar, order-by, homework cards, pager. Route parameters
// sortBy/{sortOrder}/setBy/{setById} preset the list; a redirect may bring a status to show
// ('Homework created.').
import { Empty, Flex, Space, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isCancelled, useCurrentUser, useSchoolContext } from '@homework/platform/api';
import { HOMEWORK_LIST_PAGE_SIZE } from '@homework/contracts';
import { LoadError, PageFrame, StatusBanner, refetchFailed } from '@homework/ui';
import { useSubjectChoices, useTeacherChoices, type Choice } from '../../../lib/lookups';
import { homeworkMessages, useHomeworkMessages } from '../../../messages';
import { NO_STATUS, statusFromRouteState, type PageStatus } from '../../../lib/page-status';
import { toListRequest, useHomeworkList } from '../api/get-homework-list';
import { isUnknownSetBy, useFilterStore } from '../state/filter-store';
import { useListArrival } from '../state/use-list-arrival';
import { useHomeworkDelete } from '../state/use-homework-delete';
import { listCountText } from '../utils/list-count';
import { pageCountOf } from '../utils/pager-pages';
import { DeleteQuestion } from './delete-question';
import { DeletedNotice } from './deleted-notice';
import { FilterBar } from './filter-bar';
import { HomeworkCard } from './homework-card';
import { HomeworkPager } from './homework-pager';
import { OrderBy } from './order-by';
import { RecentlyDeleted } from './recently-deleted';

/** A link (or the session) named a set-by teacher the school's list does not hold (in English, as tests read it). */
export const SET_BY_NOT_FOUND = homeworkMessages.format('l.setByNotFound', undefined, 'en');

interface Lookups {
  teachers: Choice[];
  subjects: Choice[];
  /** The teacher list was read: a set-by teacher not in it is unknown. */
  teachersKnown: boolean;
}

export function AllHomeworkPage() {
  const t = useHomeworkMessages();
  const location = useLocation();
  const navigate = useNavigate();
  // The user's id comes before the whole context: the shell has already asked who is signed in, so the
  // list can be asked for while the time zone is still on its way (a round trip saved on a slow link).
  const currentUser = useCurrentUser();
  const schoolContext = useSchoolContext();
  const userId = currentUser.data?.userId ?? null;
  const context = schoolContext.data ?? null;
  const contextError = (schoolContext.error ?? currentUser.error)?.message ?? null;
  const [status, setStatus] = useState<PageStatus>(() => statusFromRouteState(location.state) ?? NO_STATUS);
  const { presetsApplied, sortCodeError } = useListArrival(userId);
  const filters = useFilterStore();
  const leaving = useRef(new AbortController());

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  // A status brought by a redirect is shown once: a reload of the page does not show it again.
  const arrival = useRef<typeof location | null>(location);
  useEffect(() => {
    const first = arrival.current;
    arrival.current = null;
    if (first && statusFromRouteState(first.state)) navigate(first, { replace: true, state: null });
  }, [navigate]);

  // The typeaheads are optional: without their lists the page still lists homework. null until both
  // lists have answered (or failed).
  const teachers = useTeacherChoices();
  const subjects = useSubjectChoices();
  const lookups = useMemo<Lookups | null>(
    () =>
      teachers.isPending || subjects.isPending
        ? null
        : { teachers: teachers.data ?? [], subjects: subjects.data ?? [], teachersKnown: teachers.isSuccess },
    [teachers.isPending, teachers.data, teachers.isSuccess, subjects.isPending, subjects.data],
  );

  const teacherIds = useMemo(() => lookups?.teachers.map((t) => t.value) ?? [], [lookups]);
  // A chosen teacher is checked against the school's list before the list is asked for them.
  const setByUnchecked = filters.setByOption === 'others' && !!filters.setBy && lookups === null;
  const setByUnknown = !!lookups?.teachersKnown && isUnknownSetBy(filters, teacherIds);
  useEffect(() => {
    if (!userId || !presetsApplied || !setByUnknown) return;
    if (useFilterStore.getState().dropUnknownSetBy(teacherIds, userId)) setStatus({ kind: 'INFO', message: t('l.setByNotFound') });
  }, [userId, presetsApplied, setByUnknown, teacherIds, t]);

  const ready = presetsApplied && !!userId && !setByUnchecked && !setByUnknown;
  const list = useHomeworkList(ready ? toListRequest(filters, userId) : null);
  const listError = list.error && !isCancelled(list.error) ? list.error.message : null;
  // Cards show dates in the school's zone: they wait for it, the request does not.
  const shown = context ? (list.data ?? null) : null;
  const pageCount = pageCountOf(list.data?.TotalItems ?? 0, HOMEWORK_LIST_PAGE_SIZE);

  // A delete can empty the last page: show the page that is now last.
  useEffect(() => {
    if (list.data && list.data.Items.length === 0 && filters.page > 1 && pageCount > 0) filters.setPage(pageCount);
  }, [list.data, filters, pageCount]);

  // Asks first with what goes; after it, an Undo (and Recently deleted for later).
  const removal = useHomeworkDelete(
    () => leaving.current.signal,
    (message) => setStatus({ kind: 'ERROR', message: t('l.deleteFailed', { message }) }),
    () => setStatus(NO_STATUS),
  );

  const failure = contextError ?? listError;
  const loading = list.isFetching || (!shown && !failure);

  return (
    <PageFrame title={t('l.title')} titleInBreadcrumb>
      {removal.asking && <DeleteQuestion item={removal.asking} onConfirm={removal.confirm} onCancel={removal.cancel} />}
      {sortCodeError && (
        <div style={{ marginBottom: 16 }}>
          <StatusBanner kind="ERROR" message={sortCodeError} />
        </div>
      )}
      <div style={{ marginBottom: !failure && status.kind === 'NONE' && !removal.notice ? 0 : 16 }}>
        {/* Retry asks again for whatever failed: who is signed in, the school's days, the list. */}
        {failure ? (
          <LoadError message={t('l.failed', { reason: failure })} onRetry={refetchFailed(currentUser, schoolContext, list)} />
        ) : (
          <StatusBanner kind={status.kind} message={status.message} />
        )}
        <DeletedNotice notice={removal.notice} busy={removal.restoring} undo={removal.undo} dismiss={removal.dismiss} />
      </div>
      {/* At once, not after the user and the lists: it holds its place, so nothing jumps when they come. */}
      <FilterBar currentUserId={userId} teachers={lookups?.teachers ?? []} subjects={lookups?.subjects ?? []} />
      <Flex justify="space-between" align="center" style={{ margin: '12px 0' }}>
        <Typography.Text type="secondary">{shown ? listCountText(shown.TotalItems, filters, t) : ''}</Typography.Text>
        <Space wrap>
          <RecentlyDeleted timeZone={context?.timeZone ?? null} notice={removal.notice} restoring={removal.restoring} onRestore={removal.restore} />
          <OrderBy value={filters.sortOrder} onChange={filters.setSortOrder} />
        </Space>
      </Flex>
      <Spin spinning={loading} description={t('l.loading')}>
        {/* A list only when there is something in it: an empty role=list is an error to assistive technology. */}
        <Flex
          vertical
          gap="middle"
          aria-busy={loading}
          data-testid="homework-results"
          {...(shown?.Items.length ? { role: 'list', 'aria-label': t('l.label') } : {})}
          style={{ minHeight: 120 }}
        >
          {shown?.Items.map((item) => (
            <div role="listitem" key={item.Id}>
              <HomeworkCard item={item} timeZone={context!.timeZone} onDelete={removal.ask} />
            </div>
          ))}
          {shown && shown.Items.length === 0 && !loading && <Empty description={t('l.none')} />}
        </Flex>
      </Spin>
      <div style={{ marginTop: 16 }}>
        <HomeworkPager page={filters.page} pageCount={pageCount} onChange={filters.setPage} />
      </div>
    </PageFrame>
  );
}
