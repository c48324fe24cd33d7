// The chart code, in a chunk of its own (imported lazily by the widgets), so the page's frame,
// selectors and loading state show before @ant-design/plots arrives.
import { Column, Pie } from '@ant-design/plots';
import type { DashboardHandedInStatusRow, DashboardTotalRow } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import type { DrawnPlot } from '@homework/ui';
import { barLabel, clickedName, HAND_IN_STATUSES, sliceColours, stackedPoints, statusLabel } from '../utils/chart-data';

interface ChartProps<T> {
  rows: T[];
  height: number;
  /** A click on a slice or bar, by the figure's name. */
  onOpen(name: string): void;
  /** Follows the chart's drawing (useChartDrawing's watch). */
  onDrawing(plot: DrawnPlot): void;
}

type Plot = DrawnPlot & { on?: (event: string, listener: (event: unknown) => void) => void };

/** The plot once made: its drawing is followed, and G2's element clicks passed on by the figure's name. */
const ready =
  ({ onOpen, onDrawing }: Pick<ChartProps<unknown>, 'onOpen' | 'onDrawing'>) =>
  (plot: Plot) => {
    onDrawing(plot);
    plot.on?.('element:click', (event) => {
      const name = clickedName(event);
      if (name) onOpen(name);
    });
  };

export function TotalsPie({ rows, height, ...events }: ChartProps<DashboardTotalRow>) {
  return (
    <Pie
      data={rows}
      angleField="Count"
      colorField="Name"
      height={height}
      // A colour of its own for each slice (to twenty), and its name beside it: no slice is told
      // from another by colour alone.
      scale={{ color: { domain: rows.map((row) => row.Name), range: sliceColours(rows) } }}
      label={{ text: 'Name', position: 'spider', fontSize: 11, transform: [{ type: 'overlapDodgeY' }] }}
      legend={{ color: { position: 'bottom' } }}
      animate={false}
      onReady={ready(events)}
    />
  );
}

export function StatusBar({ rows, height, ...events }: ChartProps<DashboardHandedInStatusRow>) {
  // The legend's and tooltip's status names in the page's language.
  const language = useActiveLanguage();
  return (
    <Column
      onReady={ready(events)}
      data={stackedPoints(rows, language)}
      xField="name"
      yField="count"
      colorField="status"
      stack
      height={height}
      animate={false}
      scale={{ color: { domain: HAND_IN_STATUSES.map((s) => statusLabel(s.key, language)), range: HAND_IN_STATUSES.map((s) => s.color) } }}
      // Names shortened: turned upright, full names took half the chart's height. The whole name is
      // in the pointer's tooltip and the keyboard's (the widget's), and in the CSV.
      axis={{ x: { labelFormatter: barLabel } }}
    />
  );
}

