// The hand-in chart's code, a chunk of its own (imported lazily by the page), so the student's
// details and list show before @ant-design/plots arrives. The figures themselves are the page's
// list beside it (the chart is hidden from screen readers); a chart that fails to draw says so
// instead of leaving an empty box.
import { Pie } from '@ant-design/plots';
import { Typography } from 'antd';
import { useChartDrawing } from '@homework/ui';
import type { HandInShare } from '../utils/overview-list';
import { SHARE_COLOURS } from './share-colours';

export const CHART_NOT_DRAWN = 'The chart could not be drawn; the figures are listed above.';

export default function HandInChart({ shares }: { shares: HandInShare[] }) {
  const data = shares.filter((share) => share.count > 0);
  const drawing = useChartDrawing(JSON.stringify(data));
  if (drawing.state === 'failed') return <Typography.Text type="secondary">{CHART_NOT_DRAWN}</Typography.Text>;
  return (
    <Pie
      data={data}
      angleField="count"
      colorField="status"
      height={220}
      animate={false}
      onReady={drawing.watch}
      scale={{ color: { domain: data.map((share) => share.status), range: data.map((share) => SHARE_COLOURS[share.status]) } }}
      tooltip={{ items: [(datum: HandInShare) => ({ name: datum.status, value: `${datum.percent.toFixed(2)}% (${datum.count})` })] }}
      legend={{ color: { position: 'right' } }}
    />
  );
}
