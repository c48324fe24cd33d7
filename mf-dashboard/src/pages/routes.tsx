// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { Flex, Typography } from 'antd';
import type { RemotePages } from '@homework/platform/remote';
import { DASHBOARD_ROUTE, DashboardCharts } from '../features/dashboard-charts';
import { ReportsPage } from '../features/reports';
import { StudentOverview } from '../features/student-overview';

function DashboardPage() {
  return (
    <section aria-label="Dashboard" style={{ padding: 24 }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        Dashboard
      </Typography.Title>
      <Flex vertical gap={16}>
        <DashboardCharts />
        <StudentOverview />
      </Flex>
    </section>
  );
}

export const PAGES: RemotePages = {
  [DASHBOARD_ROUTE]: DashboardPage,
  '/homework/reports': ReportsPage,
};
