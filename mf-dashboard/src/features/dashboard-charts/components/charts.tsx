// The chart code, in a chunk of its own (imported lazily by the widgets), so the page's frame,
// selectors and loading state show before @ant-design/charts arrives.
import { Column, Pie } from '@ant-design/charts';
import type { DashboardHandedInStatusRow, DashboardTotalRow } from '@homework/contracts';
import { clickedName, HAND_IN_STATUSES, stackedPoints } from '../utils/chart-data';

interface ChartProps<T> {
  rows: T[];
  height: number;
  /** A click on a slice or bar, by the figure's name. */
  onOpen(name: string): void;
}

/** G2's element clicks, passed on by the figure's name. */
const opening = (onOpen: (name: string) => void) => (chart: { on?: (event: string, listener: (event: unknown) => void) => void }) =>
  chart.on?.('element:click', (event) => {
    const name = clickedName(event);
    if (name) onOpen(name);
  });

export function TotalsPie({ rows, height, onOpen }: ChartProps<DashboardTotalRow>) {
  return (
    <Pie
      data={rows}
      angleField="Count"
      colorField="Name"
      height={height}
      legend={{ color: { position: 'right' } }}
      animate={false}
      onReady={opening(onOpen)}
    />
  );
}

export function StatusBar({ rows, height, onOpen }: ChartProps<DashboardHandedInStatusRow>) {
  return (
    <Column
      onReady={opening(onOpen)}
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

