// The chart code, in a chunk of its own (imported lazily by the widgets), so the page's frame,
// selectors and loading state show before @ant-design/charts arrives.
import { Column, Pie } from '@ant-design/charts';
import type { DashboardHandedInStatusRow, DashboardTotalRow } from '@homework/contracts';
import { HAND_IN_STATUSES, stackedPoints } from '../utils/chart-data';

export interface TotalsPieProps {
  rows: DashboardTotalRow[];
  height: number;
}

export function TotalsPie({ rows, height }: TotalsPieProps) {
  return <Pie data={rows} angleField="Count" colorField="Name" height={height} legend={{ color: { position: 'right' } }} animate={false} />;
}

export interface StatusBarProps {
  rows: DashboardHandedInStatusRow[];
  height: number;
}

export function StatusBar({ rows, height }: StatusBarProps) {
  return (
    <Column
      data={stackedPoints(rows)}
      xField="name"
      yField="count"
      colorField="status"
      stack
      height={height}
      animate={false}
      scale={{ color: { domain: HAND_IN_STATUSES.map((s) => s.label), range: HAND_IN_STATUSES.map((s) => s.color) } }}
    />
  );
}

