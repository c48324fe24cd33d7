// The Student Overview widget (02 §2.7): export, Order by, Timeframe and the shared student/group
// selector over a table of students, pages of 8. Closing the selector (Done or its ×) applies the
// choice and starts again at page 1 (02 §4).
import { Alert, Button, Card, Empty, Flex, Form, Select, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { isCancelled, useMutation } from '@homework/platform/api';
import {
  DASHBOARD_FIRST_TIME_RANGE,
  DASHBOARD_TIME_RANGE_LABELS,
  DASHBOARD_TIME_RANGES,
  STUDENT_OVERVIEW_PAGE_SIZE,
  STUDENT_OVERVIEW_SORTS,
  dashboardCsvFilename,
  type DashboardTimeRange,
  type StudentHandInExportRequest,
  type StudentHandInRow,
  type StudentOverviewSort,
} from '@homework/contracts';
import { AssignedToSelector, EMPTY_ASSIGNED_TO, LoadError, saveText, type AssignedTo } from '@homework/ui';
import { getStudentHandInExport, useStudentHandInStatus } from '../api/student-hand-ins';
import { SORT_LABELS, studentOverviewCsv, studentViewPath } from '../utils/student-overview';
import { HandInCell } from './hand-in-cell';

const TITLE = 'Student Overview';
export const STUDENT_WIDGET_FAILURE = 'The students could not be loaded. Please try again later.';

const idsOrNull = (ids: string[]) => (ids.length > 0 ? ids : null);

const COLUMNS = [
  {
    title: 'Name',
    key: 'name',
    render: (_: unknown, row: StudentHandInRow) => <Link to={studentViewPath(row.Id)}>{`${row.DisplaySurname}, ${row.DisplayForename}`}</Link>,
  },
  { title: 'Reg', dataIndex: 'RegGroup', key: 'reg' },
  { title: 'Year', dataIndex: 'YearGroup', key: 'year' },
  { title: 'Hand-ins', key: 'chart', render: (_: unknown, row: StudentHandInRow) => <HandInCell row={row} /> },
  { title: 'Handed In', dataIndex: 'HandedInOnTime', key: 'handedIn', align: 'right' as const },
  { title: 'Handed In Late', dataIndex: 'HandedInLate', key: 'handedInLate', align: 'right' as const },
  { title: 'Due', dataIndex: 'TotalDue', key: 'due', align: 'right' as const },
  { title: 'Not Handed In', dataIndex: 'TotalOverdue', key: 'notHandedIn', align: 'right' as const },
];

export function StudentOverview() {
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
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{TITLE}</h2>}
      data-testid="student-overview-widget"
      extra={
        <Button onClick={() => exporter.mutate({ timeRange, sortOrder, ...chosen })} loading={exporter.isPending} disabled={loading || failed}>
          Export
        </Button>
      }
    >
      <Form layout="inline" component="div" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label="Order by" htmlFor="student-overview-order-by">
          <Select
            id="student-overview-order-by"
            style={{ minWidth: 240 }}
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
            columns={COLUMNS}
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
            scroll={{ x: true }}
          />
        </Flex>
      )}
    </Card>
  );
}
