// The pages of this remote, one per route of contract.json (a test checks that they agree).
import type { ReactElement } from 'react';
import { PlaceholderPage } from './placeholder-page';

function DashboardPage() {
  return <PlaceholderPage title="Dashboard" note="The homework dashboard is coming in a later release." />;
}

function ReportsPage() {
  return <PlaceholderPage title="Reports" note="Reports are coming in a later release." />;
}

export const PAGES: Record<string, () => ReactElement> = {
  '/homework/dashboard': DashboardPage,
  '/homework/reports': ReportsPage,
};
