// /homework/reports: the per-dimension table widget (02 §2.7 names it and stops): one row per
// dimension value with the hand-in figures, Slice by, Timeframe, a sort selector and the CSV download
// (every row, in the order shown). Pages of 8 (02 §9); a new choice starts again at page 1.
import { Button, Card, Form, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { isCancelled } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import {
  DASHBOARD_DIMENSION_LABELS,
  DASHBOARD_FIRST_DIMENSION,
  DASHBOARD_FIRST_TIME_RANGE,
  DASHBOARD_TABLE_PAGE_SIZE,
  MESSAGES,
  dashboardCsvFilename,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTimeRange,
} from '@homework/contracts';
import { LoadError, PageFrame, saveText } from '@homework/ui';
import { dimensionOptions, handedInStatusCsv, timeRangeOptions, useHandedInStatus } from '../../dashboard-charts';
import { REPORT_SORTS, sortReportRows, type ReportSort } from '../utils/report-sort';

const TITLE = 'Hand In Report';

export function ReportsPage() {
  const language = useActiveLanguage();
  const [dimension, setDimension] = useState<DashboardDimension>(DASHBOARD_FIRST_DIMENSION);
  const [timeRange, setTimeRange] = useState<DashboardTimeRange>(DASHBOARD_FIRST_TIME_RANGE);
  const [sort, setSort] = useState<ReportSort>('nameAsc');
  const [page, setPage] = useState(1);
  /** A new slice, timeframe or order starts again at page 1. */
  function fromPageOne<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setPage(1);
    };
  }
  const figures = useHandedInStatus(timeRange, dimension);
  const rows = figures.data ?? null;
  const loading = figures.isPending;
  const failed = !!figures.error && !isCancelled(figures.error);
  const sorted = useMemo(() => (rows ? sortReportRows(rows, sort) : []), [rows, sort]);
  const label = DASHBOARD_DIMENSION_LABELS[dimension];

  return (
    <PageFrame title="Reports">
      <Card
        title={<h2 style={{ margin: 0, fontSize: 16 }}>{TITLE}</h2>}
        extra={
          <Button
            aria-label={`Download ${TITLE} CSV`}
            disabled={failed || !rows}
            onClick={() => saveText(dashboardCsvFilename(TITLE, timeRange, dimension), handedInStatusCsv(label, sorted))}
          >
            CSV
          </Button>
        }
      >
        <Form layout="inline" component="div" style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item label="Slice by" htmlFor="report-slice-by">
            <Select id="report-slice-by" style={{ minWidth: 180 }} options={dimensionOptions(language)} value={dimension} onChange={fromPageOne(setDimension)} />
          </Form.Item>
          <Form.Item label="Timeframe" htmlFor="report-timeframe">
            <Select id="report-timeframe" style={{ minWidth: 130 }} options={timeRangeOptions(language)} value={timeRange} onChange={fromPageOne(setTimeRange)} />
          </Form.Item>
          <Form.Item label="Sort by" htmlFor="report-sort">
            <Select id="report-sort" style={{ minWidth: 240 }} options={REPORT_SORTS} value={sort} onChange={fromPageOne(setSort)} />
          </Form.Item>
        </Form>
        {failed ? (
          <LoadError message={MESSAGES.widgetFailed} onRetry={() => figures.refetch()} />
        ) : (
          <Table<DashboardHandedInStatusRow>
            rowKey="Name"
            size="small"
            loading={loading}
            dataSource={sorted}
            pagination={{ current: page, pageSize: DASHBOARD_TABLE_PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: label, dataIndex: 'Name', key: 'name' },
              { title: 'Total', dataIndex: 'Count', key: 'count', align: 'right' },
              { title: 'Handed In', dataIndex: 'HandedInOnTime', key: 'onTime', align: 'right' },
              { title: 'Handed In Late', dataIndex: 'HandedInLate', key: 'late', align: 'right' },
              { title: 'Not Handed In', dataIndex: 'Overdue', key: 'overdue', align: 'right' },
              { title: 'Due', dataIndex: 'Due', key: 'due', align: 'right' },
            ]}
          />
        )}
      </Card>
    </PageFrame>
  );
}
