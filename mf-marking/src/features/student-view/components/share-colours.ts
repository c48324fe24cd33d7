import type { OverviewStatus } from '@homework/contracts';

export const SHARE_COLOURS: Record<OverviewStatus, string> = {
  'Handed in': '#389e0d',
  'Handed in late': '#d46b08',
  Overdue: '#cf1322',
  'Set (due)': '#1677ff',
  'Not set': '#8c8c8c',
};
