// The dashboard's first row: Total Homework (pie) and Hand In Status (stacked bar).
import { Col, Row } from 'antd';
import { useLoadedModule } from '@homework/platform/remote';
import type { DashboardHandedInStatusRow, DashboardTotalRow } from '@homework/contracts';
import { useHandedInStatus, useTotals } from '../api/dashboard-data';
import { handInStatusText, handedInStatusCsv, totalText, totalsCsv } from '../utils/chart-data';
import { columnMarks, pieMarks } from '../utils/first-paint';
import { ChartWidget } from './chart-widget';
import { chartsLoader } from './charts-loader';
import { useDashboardMessages } from '../../../messages';
import { Help } from '../help';

export function DashboardCharts() {
  const t = useDashboardMessages();
  // The chart chunk is asked for as the page mounts, alongside the data, not after the data arrives.
  const charts = useLoadedModule(chartsLoader);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartWidget<DashboardTotalRow>
          id="total-homework"
          title={t('total.title')}
          help={<Help topic="total" />}
          useData={useTotals}
          toCsv={totalsCsv}
          describe={totalText}
          firstPaint={pieMarks}
          chart={charts && ((rows, height, events) => <charts.TotalsPie rows={rows} height={height} {...events} />)}
        />
      </Col>
      <Col xs={24} xl={12}>
        <ChartWidget<DashboardHandedInStatusRow>
          id="hand-in-status"
          title={t('status.title')}
          help={<Help topic="status" />}
          useData={useHandedInStatus}
          toCsv={handedInStatusCsv}
          describe={handInStatusText}
          firstPaint={columnMarks}
          chart={charts && ((rows, height, events) => <charts.StatusBar rows={rows} height={height} {...events} />)}
        />
      </Col>
    </Row>
  );
}
