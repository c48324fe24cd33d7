// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { RemotePages } from '@homework/platform/remote';
import { DASHBOARD_ROUTE, DashboardCharts } from '../features/dashboard-charts';
import { REPORTS_ROUTE, ReportsPage } from '../features/reports';
import { StudentOverview } from '../features/student-overview';

function DashboardPage() {
  return (
    <section aria-label="Dashboard" style={{ padding: 24 }}>
      <Flex justify="space-between" align="baseline" wrap gap={8}>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
          Dashboard
        </Typography.Title>
        {/* The Reports page is in no menu (01 §1 names the menu's children): it is reached from here. */}
        <Link to={REPORTS_ROUTE}>Hand In Report as a table</Link>
      </Flex>
      <Flex vertical gap={16}>
        <DashboardCharts />
        <StudentOverview />
      </Flex>
    </section>
  );
}

export const PAGES: RemotePages = {
  [DASHBOARD_ROUTE]: DashboardPage,
  [REPORTS_ROUTE]: ReportsPage,
};
