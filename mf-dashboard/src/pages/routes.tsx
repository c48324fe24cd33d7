// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame } from '@homework/ui';
import type { RemoteLoaders, RemotePages } from '@homework/platform/remote';
import { DASHBOARD_ROUTE, DashboardCharts, loadDashboard } from '../features/dashboard-charts';
import { REPORTS_ROUTE, ReportsPage } from '../features/reports';
import { StudentOverview } from '../features/student-overview';

function DashboardPage() {
  return (
    <PageFrame
      title="Dashboard"
      // The Reports page is in no menu (01 §1 names the menu's children): it is reached from here.
      extra={<Link to={REPORTS_ROUTE}>Hand In Report as a table</Link>}
    >
      <Flex vertical gap={16}>
        <DashboardCharts />
        <StudentOverview />
      </Flex>
    </PageFrame>
  );
}

export const PAGES: RemotePages = {
  [DASHBOARD_ROUTE]: DashboardPage,
  [REPORTS_ROUTE]: ReportsPage,
};

/** What a route's page reads before it renders, asked for when the remote starts for it (createRemoteApp). */
export const LOADERS: RemoteLoaders = { [DASHBOARD_ROUTE]: loadDashboard };
