// The Student Overview widget (02 §2.7): export, Order by, Timeframe and the shared student/group
// selector over a table of students, pages of 8. Closing the selector (Done or its ×) applies the
// choice and starts again at page 1 (02 §4).
import { Alert, Button, Card, Empty, Flex, Form, Select, Table } from 'antd';
import { Fragment, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { isCancelled, useMutation } from '@homework/platform/api';
import {
  DASHBOARD_FIRST_TIME_RANGE,
  DASHBOARD_TIME_RANGE_LABELS,
  DASHBOARD_TIME_RANGES,
  MARKING_PAGES,
  STUDENT_OVERVIEW_PAGE_SIZE,
  STUDENT_FIGURES_NOTE,
  STUDENT_FIGURE_LABELS,
  STUDENT_OVERVIEW_SORTS,
  dashboardCsvFilename,
  type DashboardTimeRange,
  type StudentHandInExportRequest,
  type StudentHandInRow,
  type StudentOverviewSort,
} from '@homework/contracts';
import { AssignedToSelector, EMPTY_ASSIGNED_TO, LoadError, saveText, type AssignedTo } from '@homework/ui';
import { getStudentHandInExport, useStudentHandInStatus } from '../api/student-hand-ins';
import { SORT_LABELS, studentOverviewCsv } from '../utils/student-overview';
import { HandInCell } from './hand-in-cell';

const TITLE = 'Student Overview';
export const STUDENT_WIDGET_FAILURE = 'The students could not be loaded. Please try again later.';

const idsOrNull = (ids: string[]) => (ids.length > 0 ? ids : null);

const FIGURES = [
  { title: STUDENT_FIGURE_LABELS.HandedInOnTime, dataIndex: 'HandedInOnTime', key: 'handedIn' },
  { title: STUDENT_FIGURE_LABELS.HandedInLate, dataIndex: 'HandedInLate', key: 'handedInLate' },
  { title: STUDENT_FIGURE_LABELS.TotalDue, dataIndex: 'TotalDue', key: 'due' },
  { title: STUDENT_FIGURE_LABELS.TotalOverdue, dataIndex: 'TotalOverdue', key: 'notHandedIn' },
] as const;

const nameColumn = (compact: boolean) => ({
  title: 'Name',
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
const columnsFor = (compact: boolean) =>
  compact
    ? [
        nameColumn(true),
        {
          title: 'Hand-ins',
          key: 'figures',
          render: (_: unknown, row: StudentHandInRow) => (
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 8, margin: 0, fontSize: 13 }}>
              {FIGURES.map((figure) => (
                <Fragment key={figure.key}>
                  <dt>{figure.title}</dt>
                  <dd style={{ margin: 0, textAlign: 'right' }}>{row[figure.dataIndex]}</dd>
                </Fragment>
              ))}
            </dl>
          ),
        },
      ]
    : [
        nameColumn(false),
        { title: 'Reg', dataIndex: 'RegGroup', key: 'reg' },
        { title: 'Year', dataIndex: 'YearGroup', key: 'year' },
        { title: 'Hand-ins', key: 'chart', render: (_: unknown, row: StudentHandInRow) => <HandInCell row={row} /> },
        ...FIGURES.map((figure) => ({ ...figure, align: 'right' as const })),
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
    onSuccess: (rows, asked) => saveText(dashboardCsvFilename(TITLE, asked.timeRange), studentOverviewCsv(rows)),
  });

  return (
    <Card
      title={
        // As the charts' widgets: the button wraps under the title on a phone rather than cut it.
        <Flex wrap gap="small" align="center" justify="space-between" style={{ padding: '8px 0' }}>
          <h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{TITLE}</h2>
          <Button onClick={() => exporter.mutate({ timeRange, sortOrder, ...chosen })} loading={exporter.isPending} disabled={loading || failed}>
            Export
          </Button>
        </Flex>
      }
      data-testid="student-overview-widget"
    >
      {/* On a phone each label above its control: side by side they ran past the widget's edge. */}
      <Form layout={compact ? 'vertical' : 'inline'} component="div" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Order by" htmlFor="student-overview-order-by">
          <Select
            id="student-overview-order-by"
            style={{ width: 240, maxWidth: '100%' }}
            options={STUDENT_OVERVIEW_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
            value={sortOrder}
            onChange={(value) => {
              setSortOrder(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
        <Form.Item label="Timeframe" htmlFor="student-overview-timeframe">
          <Select
            id="student-overview-timeframe"
            style={{ minWidth: 130 }}
            options={DASHBOARD_TIME_RANGES.map((value) => ({ value, label: DASHBOARD_TIME_RANGE_LABELS[value] }))}
            value={timeRange}
            onChange={(value) => {
              setTimeRange(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
        <Form.Item label="Students" htmlFor="student-overview-students">
          <AssignedToSelector
            id="student-overview-students"
            title="Students"
            closingApplies
            value={selection}
            onChange={(value) => {
              setSelection(value);
              setPageNumber(1);
            }}
          />
        </Form.Item>
      </Form>
      {exporter.isError && <Alert type="error" showIcon title="The export could not be made. Please try again." style={{ marginBottom: 16 }} />}
      {failed ? (
        <LoadError message={STUDENT_WIDGET_FAILURE} onRetry={() => overview.refetch()} />
      ) : (
        <Flex vertical>
          <Table<StudentHandInRow>
            rowKey="Id"
            size="small"
            columns={columnsFor(compact)}
            dataSource={data?.page ?? []}
            loading={loading}
            locale={{ emptyText: <Empty description="No students match your selection." /> }}
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
          <p style={{ margin: '8px 0 0', fontSize: 13, color: '#595959' }}>{STUDENT_FIGURES_NOTE}</p>
        </Flex>
      )}
    </Card>
  );
}
