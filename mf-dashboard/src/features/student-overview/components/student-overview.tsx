// The Student Overview widget (02 §2.7): export, Order by, Timeframe and the shared student/group
// selector over a table of students, pages of 8. Closing the selector (Done or its ×) applies the
// choice and starts again at page 1 (02 §4).
import { Alert, Button, Card, Empty, Flex, Form, Select, Table } from 'antd';
import { Fragment, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { isCancelled, useMutation } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import {
  DASHBOARD_FIRST_TIME_RANGE,
  MARKING_PAGES,
  STUDENT_OVERVIEW_PAGE_SIZE,
  dashboardCsvFilename,
  type DashboardTimeRange,
  type Language,
  type StudentHandInExportRequest,
  type StudentHandInRow,
  type StudentOverviewSort,
} from '@homework/contracts';
import { AssignedToSelector, EMPTY_ASSIGNED_TO, LoadError, saveText, type AssignedTo } from '@homework/ui';
import { getStudentHandInExport, useStudentHandInStatus } from '../api/student-hand-ins';
import { timeRangeOptions } from '../../dashboard-charts';
import { formatCount, useDashboardMessages } from '../../../messages';
import { overviewMessages } from '../messages';
import { FIGURE_STATUS, figureLabel, sortOptions, studentOverviewCsv } from '../utils/student-overview';
import { HandInCell } from './hand-in-cell';

export const STUDENT_WIDGET_FAILURE = overviewMessages.format('overview.failed', undefined, 'en');

const idsOrNull = (ids: string[]) => (ids.length > 0 ? ids : null);

const FIGURES = [
  { dataIndex: 'HandedInOnTime', key: 'handedIn' },
  { dataIndex: 'HandedInLate', key: 'handedInLate' },
  { dataIndex: 'TotalDue', key: 'due' },
  { dataIndex: 'TotalOverdue', key: 'notHandedIn' },
] as const satisfies readonly { dataIndex: keyof typeof FIGURE_STATUS; key: string }[];

const t = (key: Parameters<typeof overviewMessages.format>[0], language: Language) => overviewMessages.format(key, undefined, language);

const nameColumn = (compact: boolean, language: Language) => ({
  title: t('col.name', language),
  key: 'name',
  render: (_: unknown, row: StudentHandInRow) => (
    <>
      <Link to={MARKING_PAGES.studentView.href({ studentId: row.Id })}>{`${row.DisplaySurname}, ${row.DisplayForename}`}</Link>
      {compact && <div>{[row.RegGroup, row.YearGroup].filter(Boolean).join(' · ')}</div>}
    </>
  ),
});

/**
 * The table's columns. On a phone (`compact`) two: the name with Reg and Year under it, and the four
 * counts, each named, in one cell beside it; the bar is left out (the counts say the same). With all
 * eight columns the counts lay past the screen's edge, where only a sideways swipe found them.
 */
const columnsFor = (compact: boolean, language: Language) =>
  compact
    ? [
        nameColumn(true, language),
        {
          title: t('col.handIns', language),
          key: 'figures',
          render: (_: unknown, row: StudentHandInRow) => (
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 8, margin: 0, fontSize: 13 }}>
              {FIGURES.map((figure) => (
                <Fragment key={figure.key}>
                  <dt>{figureLabel(figure.dataIndex, language)}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{formatCount(row[figure.dataIndex], language)}</dd>
                </Fragment>
              ))}
            </dl>
          ),
        },
      ]
    : [
        nameColumn(false, language),
        { title: t('col.reg', language), dataIndex: 'RegGroup', key: 'reg' },
        { title: t('col.year', language), dataIndex: 'YearGroup', key: 'year' },
        { title: t('col.handIns', language), key: 'chart', render: (_: unknown, row: StudentHandInRow) => <HandInCell row={row} /> },
        ...FIGURES.map((figure) => ({
          ...figure,
          title: figureLabel(figure.dataIndex, language),
          align: 'right' as const,
          render: (count: number) => formatCount(count, language),
        })),
      ];

/** Narrower than antd's sm breakpoint (576 px): a phone held upright. Asked as a max-width, as the shell's menu asks for md. */
const PHONE_WIDTH = '(max-width: 575.98px)';

function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(PHONE_WIDTH);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(PHONE_WIDTH).matches,
  );
}

export function StudentOverview() {
  const compact = usePhoneWidth();
  const language = useActiveLanguage();
  const m = overviewMessages.useMessages();
  const d = useDashboardMessages();
  const [sortOrder, setSortOrder] = useState<StudentOverviewSort>('nameAsc');
  const [timeRange, setTimeRange] = useState<DashboardTimeRange>(DASHBOARD_FIRST_TIME_RANGE);
  const [selection, setSelection] = useState<AssignedTo>(EMPTY_ASSIGNED_TO);
  const [pageNumber, setPageNumber] = useState(1);
  const chosen = { studentIds: idsOrNull(selection.students.map((s) => s.Id)), groupIds: idsOrNull(selection.groups.map((g) => g.Id)) };
  const overview = useStudentHandInStatus({
    timeRange,
    sortOrder,
    ...chosen,
    pageSize: STUDENT_OVERVIEW_PAGE_SIZE,
    pageNumber,
  });
  const data = overview.data ?? null;
  const loading = overview.isFetching;
  const failed = !!overview.error && !isCancelled(overview.error);

  // Every student shown (all pages of the chosen students and groups), asked afresh each time; its busy and failed states are the mutation's.
  const exporter = useMutation({
    mutationFn: (asked: StudentHandInExportRequest) => getStudentHandInExport(asked),
    // The CSV keeps the spec's English headings and name, as the dashboard's do.
    onSuccess: (rows, asked) => saveText(dashboardCsvFilename(overviewMessages.format('overview.title', undefined, 'en'), asked.timeRange), studentOverviewCsv(rows)),
  });

  return (
    <Card
      title={
        // As the charts' widgets: the button wraps under the title on a phone rather than cut it.
        <Flex wrap gap="small" align="center" justify="space-between" style={{ padding: '8px 0' }}>
          <h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{m('overview.title')}</h2>
          <Button onClick={() => exporter.mutate({ timeRange, sortOrder, ...chosen })} loading={exporter.isPending} disabled={loading || failed}>
            {m('overview.export')}
          </Button>
        </Flex>
      }
      data-testid="student-overview-widget"
    >
      {/* On a phone each label above its control: side by side they ran past the widget's edge. */}
      <Form layout={compact ? 'vertical' : 'inline'} component="div" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={m('overview.orderBy')} htmlFor="student-overview-order-by">
          <Select
            id="student-overview-order-by"
            style={{ width: 240, maxWidth: '100%' }}
            options={sortOptions(language)}
            value={sortOrder}
            onChange={(value) => {
              setSortOrder(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
        <Form.Item label={d('widget.timeframe')} htmlFor="student-overview-timeframe">
          <Select
            id="student-overview-timeframe"
            style={{ minWidth: 130 }}
            options={timeRangeOptions(language)}
            value={timeRange}
            onChange={(value) => {
              setTimeRange(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
        <Form.Item label={m('overview.students')} htmlFor="student-overview-students">
          <AssignedToSelector
            id="student-overview-students"
            title={m('overview.students')}
            closingApplies
            value={selection}
            onChange={(value) => {
              setSelection(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
      </Form>
      {exporter.isError && <Alert type="error" showIcon title={m('overview.exportFailed')} style={{ marginBottom: 16 }} />}
      {failed ? (
        <LoadError message={m('overview.failed')} onRetry={() => overview.refetch()} />
      ) : (
        <Flex vertical>
          <Table<StudentHandInRow>
            rowKey="Id"
            size="small"
            columns={columnsFor(compact, language)}
            dataSource={data?.page ?? []}
            loading={loading}
            locale={{ emptyText: <Empty description={m('overview.empty')} /> }}
            pagination={{
              current: pageNumber,
              pageSize: STUDENT_OVERVIEW_PAGE_SIZE,
              total: data?.totalRows ?? 0,
              showSizeChanger: false,
              onChange: setPageNumber,
            }}
            scroll={compact ? undefined : { x: true }}
          />
          {/* What Due and Not Handed In count: the student view names the same homework otherwise (docs/teacher-week.md, week 2 item 13). */}
          <p style={{ margin: '8px 0 0', fontSize: 13, color: '#595959' }}>{m('overview.note')}</p>
        </Flex>
      )}
    </Card>
  );
}
