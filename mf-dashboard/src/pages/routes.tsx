// The pages of this remote, one per route of contract.json (contract.test.ts checks that they agree).
import { PlaceholderPage, type RemotePages } from '@homework/platform/remote';

function DashboardPage() {
  return <PlaceholderPage title="Dashboard" note="The homework dashboard is coming in a later release." />;
}

function ReportsPage() {
  return <PlaceholderPage title="Reports" note="Reports are coming in a later release." />;
}

export const PAGES: RemotePages = {
  '/homework/dashboard': DashboardPage,
  '/homework/reports': ReportsPage,
};
