// The individual student view (02 §2.4): timeframe, the student's name, year and registration group
// with photo, the hand-in chart (lazily loaded), and the Overview list with title search, Order By,
// Subject, pages of 8 and a Marking link on each item. The error state shows no message (spec); a
// chart that cannot load, throws or fails to draw shows the widget failure.
import { Component, useMemo, useState, type ReactNode } from 'react';
import { moduleLoader, useLoadedModule } from '@homework/platform/remote';
import { Link, useParams } from 'react-router-dom';
import { Card, Empty, Input, Pagination, Select, Space, Typography } from 'antd';
import { PHOTO_SIZE, STUDENT_OVERVIEW_PAGE_SIZE, markingAddress } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { useMarkingMessages } from '../../../messages';
import { useSchoolContext } from '@homework/platform/api';
import { LoadError, OwnText, PageTitle, PersonPhoto, loadingError } from '@homework/ui';
import { TIMEFRAME_LABELS, useStudent, useStudentOverview, type Timeframe } from '../api/student-view-data';
import { LiveLine, useStudentMarkingEvents } from '../../live-marking';
import {
  DEFAULT_FILTER,
  OVERVIEW_ORDERS,
  dashboardCounts,
  OVERVIEW_ORDER_LABELS,
  effectiveDue,
  handInShares,
  overviewRows,
  pageOf,
  schoolDay,
  subjectOptions,
  STATUS_KEYS,
  type HandInShare,
  type OverviewFilter,
  type OverviewOrder,
} from '../utils/overview-list';
import { SHARE_COLOURS } from './share-colours';

// Not React.lazy: its Suspense would hold a loaded chart back for up to 300 ms (moduleLoader).
const handInChartLoader = moduleLoader(() => import(/* webpackChunkName: "student-view-chart" */ './hand-in-chart').then((m) => m.default));

function LoadedHandInChart({ shares }: { shares: HandInShare[] }) {
  const HandInChart = useLoadedModule(handInChartLoader);
  return HandInChart ? <HandInChart shares={shares} /> : null;
}

export function StudentViewPage() {
  const { studentId = '' } = useParams();
  const t = useMarkingMessages();
  const language = useActiveLanguage();
  const [timeframe, setTimeframe] = useState<Timeframe>('term');
  const [filter, setFilter] = useState<OverviewFilter>(DEFAULT_FILTER);
  const [page, setPage] = useState(1);
  const school = useSchoolContext();
  const student = useStudent(studentId);
  const overview = useStudentOverview(studentId, timeframe);

  const items = useMemo(() => overview.data ?? [], [overview.data]);
  const rows = useMemo(() => overviewRows(items, filter), [items, filter]);
  const shown = pageOf(rows, page);
  const shares = useMemo(() => handInShares(items), [items]);
  const subjects = useMemo(() => subjectOptions(items, language), [items, language]);
  const timeZone = school.data?.timeZone;
  const name = student.data ? `${student.data.DisplayForename} ${student.data.DisplaySurname}` : '';
  // A colleague's hand-in or mark for this student, in any homework, shows with no reload.
  const liveLine = useStudentMarkingEvents(studentId, student.data ? `${student.data.DisplaySurname}, ${student.data.DisplayForename}` : null);
  const changeFilter = (change: Partial<OverviewFilter>) => {
    setFilter((current) => ({ ...current, ...change }));
    setPage(1);
  };

  return (
    <section aria-label={t('sv.title')} style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 16, overflowWrap: 'break-word' }}>
      <Space align="center" wrap style={{ justifyContent: 'space-between' }}>
        <Space align="center" size="middle">
          {student.data && school.data && (
            <PersonPhoto
              kind="student"
              schoolId={school.data.schoolId}
              userId={student.data.Id}
              photoId={student.data.PhotoId}
              size={PHOTO_SIZE.large}
              alt={name}
            />
          )}
          <div>
            <PageTitle style={{ margin: 0 }}>{name || t('sv.title')}</PageTitle>
            {student.data && (
              <Typography.Text data-testid="student-groups">
                {student.data.CurrentYearGroup} · {student.data.CurrentRegGroup}
              </Typography.Text>
            )}
          </div>
        </Space>
        <label>
          <span style={{ marginRight: 8 }}>{t('sv.timeframe')}</span>
          <Select
            aria-label={t('sv.timeframe')}
            value={timeframe}
            onChange={(value: Timeframe) => {
              setTimeframe(value);
              setPage(1);
            }}
            options={(Object.keys(TIMEFRAME_LABELS) as Timeframe[]).map((value) => ({ value, label: t(TIMEFRAME_LABELS[value]) }))}
            style={{ width: 140 }}
          />
        </label>
      </Space>
      <LiveLine line={liveLine} />

      {loadingError(overview, student) ? (
        // hasErrored: the spec shows no message; a retry keeps the page usable. A read again after a
        // colleague's change that fails leaves the page as it was.
        <LoadError onRetry={() => Promise.all([overview.refetch(), student.refetch()])} retryLabel={t('sv.tryAgain')} />
      ) : overview.isPending || !timeZone ? (
        <Typography.Text role="status">{t('mark.loading')}</Typography.Text>
      ) : (
        <>
          <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{t('sv.handIn')}</Typography.Title>} size="small">
            <ul aria-label={t('sv.shares')} style={{ display: 'flex', gap: 16, flexWrap: 'wrap', listStyle: 'none', padding: 0, margin: 0 }}>
              {shares.map((share) => (
                <li key={share.status}>
                  <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: SHARE_COLOURS[share.status] }} />
                  {t('sv.share', { status: t(STATUS_KEYS[share.status]), percent: share.percent.toFixed(2), count: share.count })}
                </li>
              ))}
            </ul>
            {/* What the dashboard shows for the same homework, and why its Due is larger (docs/teacher-week.md, week 2 item 13). */}
            <p data-testid="dashboard-counts" style={{ margin: '8px 0 0' }}>
              {t('sv.dashboard', { figures: dashboardCounts(shares, language).map((figure) => `${figure.name} ${figure.count}`).join(' · ') })}
            </p>
            <p style={{ margin: '4px 0 0', fontSize: 13, color: '#595959' }}>{t('sv.sharesNote')}</p>
            {shares.some((share) => share.count > 0) && (
              <ChartBoundary>
                <div data-testid="hand-in-chart">
                  <LoadedHandInChart shares={shares} />
                </div>
              </ChartBoundary>
            )}
          </Card>

          <Card title={<Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>{t('sv.overview')}</Typography.Title>} size="small">
            <Space wrap style={{ marginBottom: 16 }}>
              <Input.Search
                aria-label={t('sv.search')}
                placeholder={t('sv.search')}
                allowClear
                value={filter.search}
                onChange={(event) => changeFilter({ search: event.target.value })}
                style={{ width: 240 }}
              />
              <label>
                <span style={{ marginRight: 8 }}>{t('sv.orderBy')}</span>
                <Select
                  aria-label={t('sv.orderBy')}
                  value={filter.order}
                  onChange={(order: OverviewOrder) => changeFilter({ order })}
                  options={OVERVIEW_ORDERS.map((value) => ({ value, label: t(OVERVIEW_ORDER_LABELS[value]) }))}
                  style={{ width: 210 }}
                />
              </label>
              <label>
                <span style={{ marginRight: 8 }}>{t('sv.subject')}</span>
                <Select aria-label={t('sv.subject')} value={filter.subjectId} onChange={(subjectId: string) => changeFilter({ subjectId })} options={subjects} style={{ width: 180 }} />
              </label>
            </Space>
            {rows.length === 0 ? (
              <Empty description={t('sv.noMatch')} />
            ) : (
              <>
                <ul aria-label={t('sv.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {shown.rows.map((item) => (
                    <li key={item.HomeworkId} data-testid="overview-item" style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0', display: 'flex', flexWrap: 'wrap', gap: 16, justifyContent: 'space-between' }}>
                      <div>
                        <Typography.Text strong>
                          <OwnText>{item.Title}</OwnText>
                        </Typography.Text>
                        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2, margin: '4px 0 0' }}>
                          <dt>{t('sv.setBy')}</dt>
                          <dd style={{ margin: 0 }}>{item.SetBy}</dd>
                          <dt>{t('sv.subject')}</dt>
                          <dd style={{ margin: 0 }}>{item.Subject}</dd>
                          <dt>{t('sv.availableFrom')}</dt>
                          <dd style={{ margin: 0 }}>{schoolDay(item.StartDate, timeZone)}</dd>
                          <dt>{t('sv.due')}</dt>
                          <dd style={{ margin: 0 }}>
                            {schoolDay(effectiveDue(item), timeZone)}
                            {item.ExtendedDudeDate ? t('sv.extended') : ''}
                          </dd>
                          {item.Result && (
                            <>
                              <dt>{t('sv.mark')}</dt>
                              <dd style={{ margin: 0 }}>{item.Result}</dd>
                            </>
                          )}
                          <dt>{t('sv.status')}</dt>
                          <dd style={{ margin: 0 }} data-testid="overview-status">
                            {t(STATUS_KEYS[item.Status])}
                            {item.Status === 'Not set' && <span style={{ color: '#595959' }}> ({t('sv.notSet', { day: schoolDay(item.StartDate, timeZone) })})</span>}
                          </dd>
                        </dl>
                      </div>
                      <Link to={markingAddress(item.HomeworkId, item.Title, studentId)} aria-label={t('sv.markingOf', { title: item.Title })}>
                        {t('sv.marking')}
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pagination
                  style={{ marginTop: 16 }}
                  current={shown.page}
                  pageSize={STUDENT_OVERVIEW_PAGE_SIZE}
                  total={rows.length}
                  onChange={setPage}
                  showSizeChanger={false}
                  hideOnSinglePage
                />
              </>
            )}
          </Card>
        </>
      )}
    </section>
  );
}

function ChartFailed({ onRetry }: { onRetry(): void }) {
  const t = useMarkingMessages();
  return <LoadError message={t('sv.widgetFailed')} onRetry={onRetry} />;
}

/**
 * The chart only pictures the percentages listed above it: if its code cannot load or it throws, the
 * page goes on with the widget failure in its place, and Retry loads and draws it again.
 */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <ChartFailed onRetry={() => this.setState({ failed: false })} /> : this.props.children;
  }
}
