// The dashboard's first row: Total Homework (pie) and Hand In Status (stacked bar).
import { Col, Row } from 'antd';
import { lazy, useEffect } from 'react';
import { useHandedInStatus, useTotals } from '../api/dashboard-data';
import { handedInStatusCsv, totalsCsv } from '../utils/chart-data';
import { ChartWidget } from './chart-widget';

const loadCharts = () => import(/* webpackChunkName: "dashboard-charts" */ './charts');
const TotalsPie = lazy(() => loadCharts().then((m) => ({ default: m.TotalsPie })));
const StatusBar = lazy(() => loadCharts().then((m) => ({ default: m.StatusBar })));

export function DashboardCharts() {
  // The chart chunk is asked for as the page mounts, alongside the data, not after the data arrives.
  useEffect(() => {
    void loadCharts();
  }, []);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <ChartWidget
          id="total-homework"
          title="Total Homework"
          help="How many homework are due in the timeframe, sliced by the value you choose. A homework set for students of several years, groups or houses counts once in each."
          useData={useTotals}
          toCsv={totalsCsv}
          chart={(rows, height, onOpen) => <TotalsPie rows={rows} height={height} onOpen={onOpen} />}
        />
      </Col>
      <Col xs={24} xl={12}>
        <ChartWidget
          id="hand-in-status"
          title="Hand In Status"
          help="Each student's hand-in for homework due in the timeframe: handed in on time, handed in late, not handed in (more than a day past the due date) or still due. Removed students are not counted."
          useData={useHandedInStatus}
          toCsv={handedInStatusCsv}
          chart={(rows, height, onOpen) => <StatusBar rows={rows} height={height} onOpen={onOpen} />}
        />
      </Col>
    </Row>
  );
}
