// This remote's routes, in one table (decision 0029): each route's address, title, access rule, menu
// entry, page and loader. The router and the loaders are made from it (app.tsx), and the build writes
// the contract.json the shell reads from it (tools/webpack/contract.mjs).
import { Flex } from 'antd';
import { Link } from 'react-router-dom';
import { DASHBOARD_PAGES, defineRoutes } from '@homework/contracts';
import { PageFrame } from '@homework/ui';
import { moduleLoader, pageOnDemand, useLoadedModule, type RemoteRouteTable } from '@homework/platform/remote';
import { DashboardCharts, chartsLoader, loadDashboard } from './features/dashboard-charts';
import { useDashboardMessages } from './messages';

// The Student Overview and the Reports page use antd's table, one of the names loaded on demand
// (decision 0002): imported here, this remote's app waited for the table's code before the charts
// could start. The overview's code is asked for once the charts' code has come, so that the two do
// not share a school's link.
const studentOverview = moduleLoader(() =>
  chartsLoader
    .load()
    .catch(() => undefined)
    .then(() => import(/* webpackChunkName: "student-overview" */ './features/student-overview')),
);
const reports = moduleLoader(() => import(/* webpackChunkName: "reports" */ './features/reports'));

function StudentOverviewOnDemand() {
  const overview = useLoadedModule(studentOverview);
  const t = useDashboardMessages();
  if (!overview) return <p role="status">{t('page.loadingOverview')}</p>;
  return <overview.StudentOverview />;
}

function DashboardPage() {
  const t = useDashboardMessages();
  return (
    <PageFrame
      title={t('page.title')}
      // The Reports page is in no menu (01 §1 names the menu's children): it is reached from here.
      extra={<Link to={DASHBOARD_PAGES.reports.href()}>{t('page.reportLink')}</Link>}
    >
      <Flex vertical gap={16}>
        <DashboardCharts />
        <StudentOverviewOnDemand />
      </Flex>
    </PageFrame>
  );
}

export const routes = defineRoutes({
  section: 'Homework',
  routes: {
    dashboard: {
      address: DASHBOARD_PAGES.dashboard,
      title: 'Dashboard',
      access: 'homework',
      // The page teachers land on: the sign-in page prefetches its charts' code (decision 0007).
      firstScreenChunks: ['dashboard-charts'],
      menu: { label: 'Dashboard', parent: 'homework', order: 1 },
      page: DashboardPage,
      loader: loadDashboard,
    },
    reports: { address: DASHBOARD_PAGES.reports, title: 'Reports', access: 'homework', page: pageOnDemand(reports, (page) => page.ReportsPage) },
  },
}) satisfies RemoteRouteTable;
