// /homework/reports: the per-dimension table widget (02 §2.7 names it and stops): one row per
// dimension value with the hand-in figures, Slice by, Timeframe, a sort selector and the CSV download
// (every row, in the order shown). Pages of 8 (02 §9); a new choice starts again at page 1.
import { Button, Card, Form, Select } from 'antd';
import { useMemo, useState } from 'react';
import { isCancelled } from '@homework/platform/api';
import { useActiveLanguage } from '@homework/platform/messages';
import {
  DASHBOARD_DIMENSION_LABELS,
  DASHBOARD_FIRST_DIMENSION,
  DASHBOARD_FIRST_TIME_RANGE,
  DASHBOARD_TABLE_PAGE_SIZE,
  dashboardCsvFilename,
  type DashboardDimension,
  type DashboardHandedInStatusRow,
  type DashboardTimeRange,
} from '@homework/contracts';
import { LoadError, PageFrame, saveText } from '@homework/ui';
import { dimensionOptions, handedInStatusCsv, timeRangeOptions, useHandedInStatus } from '../../dashboard-charts';
import { figureLabel, reportSorts, sortReportRows, type ReportSort } from '../utils/report-sort';
import { reportMessages } from '../messages';
import { useDashboardMessages } from '../../../messages';
import { ScrollingTable } from './scrolling-table';

export function ReportsPage() {
  const language = useActiveLanguage();
  const t = reportMessages.useMessages();
  const d = useDashboardMessages();
  const title = t('reports.title');
  // The CSV keeps the spec's English headings and name, as the dashboard's do.
  const csvTitle = reportMessages.format('reports.title', undefined, 'en');
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
    <PageFrame title={t('reports.page')}>
      <Card
        title={<h2 id="hand-in-report-title" style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{title}</h2>}
        extra={
          <Button
            aria-label={d('widget.download', { title })}
            disabled={failed || !rows}
            onClick={() => saveText(dashboardCsvFilename(csvTitle, timeRange, dimension), handedInStatusCsv(label, sorted))}
          >
            {d('widget.csv')}
          </Button>
        }
      >
        {/* On a phone each list, at most half the screen wide, wraps under its label: no row is wider than the card. */}
        <Form layout="inline" component="div" style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item label={d('widget.sliceBy')} htmlFor="report-slice-by" style={{ maxWidth: '100%' }}>
            <Select id="report-slice-by" style={{ minWidth: 'min(180px,50vw)' }} options={dimensionOptions(language)} value={dimension} onChange={fromPageOne(setDimension)} />
          </Form.Item>
          <Form.Item label={d('widget.timeframe')} htmlFor="report-timeframe" style={{ maxWidth: '100%' }}>
            <Select id="report-timeframe" style={{ minWidth: 'min(130px,50vw)' }} options={timeRangeOptions(language)} value={timeRange} onChange={fromPageOne(setTimeRange)} />
          </Form.Item>
          <Form.Item label={t('reports.sortBy')} htmlFor="report-sort" style={{ maxWidth: '100%' }}>
            <Select id="report-sort" style={{ minWidth: 'min(240px,50vw)' }} options={reportSorts(language)} value={sort} onChange={fromPageOne(setSort)} />
          </Form.Item>
        </Form>
        {failed ? (
          <LoadError message={d('widget.failed')} onRetry={() => figures.refetch()} />
        ) : (
          <ScrollingTable<DashboardHandedInStatusRow>
            labelledBy="hand-in-report-title"
            rowKey="Name"
            size="small"
            loading={loading}
            dataSource={sorted}
            pagination={{ current: page, pageSize: DASHBOARD_TABLE_PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
            columns={[
              { title: d(`dim.${dimension}`), dataIndex: 'Name', key: 'name' },
              { title: figureLabel('Count', language), dataIndex: 'Count', key: 'count', align: 'right' },
              { title: figureLabel('HandedInOnTime', language), dataIndex: 'HandedInOnTime', key: 'onTime', align: 'right' },
              { title: figureLabel('HandedInLate', language), dataIndex: 'HandedInLate', key: 'late', align: 'right' },
              { title: figureLabel('Overdue', language), dataIndex: 'Overdue', key: 'overdue', align: 'right' },
              { title: figureLabel('Due', language), dataIndex: 'Due', key: 'due', align: 'right' },
            ]}
          />
        )}
      </Card>
    </PageFrame>
  );
}
