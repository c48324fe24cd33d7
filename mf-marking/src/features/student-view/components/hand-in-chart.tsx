// The hand-in chart's code, a chunk of its own (imported lazily by the page), so the student's
// details and list show before @ant-design/plots arrives. The figures themselves are the page's
// list beside it, so the chart is hidden from screen readers; a chart that fails to draw shows the
// widget failure of every chart (the dashboard's), whose Retry draws it again.
import { Pie } from '@ant-design/plots';
import { MESSAGES } from '@homework/contracts';
import { LoadError, useChartDrawing } from '@homework/ui';
import type { HandInShare } from '../utils/overview-list';
import { SHARE_COLOURS } from './share-colours';

export default function HandInChart({ shares }: { shares: HandInShare[] }) {
  const data = shares.filter((share) => share.count > 0);
  const drawing = useChartDrawing(JSON.stringify(data));
  // Outside the hidden part: the alert and its Retry are for everyone.
  if (drawing.state === 'failed') return <LoadError message={MESSAGES.widgetFailed} onRetry={drawing.retry} />;
  return (
    <div aria-hidden>
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
    </div>
  );
}
