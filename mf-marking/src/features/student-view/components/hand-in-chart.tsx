// The hand-in chart's code, a chunk of its own (imported lazily by the page), so the student's
// details and list show before @ant-design/plots arrives. The figures themselves are the page's
// list beside it, so the chart is hidden from screen readers; a chart that fails to draw shows the
// widget failure of every chart (the dashboard's), whose Retry draws it again.
import { Pie } from '@ant-design/plots';
import { useMarkingMessages } from '../../../messages';
import { LoadError, useChartDrawing } from '@homework/ui';
import { STATUS_KEYS, type HandInShare } from '../utils/overview-list';
import { SHARE_COLOURS } from './share-colours';

export default function HandInChart({ shares }: { shares: HandInShare[] }) {
  const t = useMarkingMessages();
  // The chart's legend and tooltip name each status in the page's language.
  const data = shares.filter((share) => share.count > 0).map((share) => ({ ...share, name: t(STATUS_KEYS[share.status]) }));
  const drawing = useChartDrawing(JSON.stringify(data));
  // Outside the hidden part: the alert and its Retry are for everyone.
  if (drawing.state === 'failed') return <LoadError message={t('sv.widgetFailed')} onRetry={drawing.retry} />;
  return (
    <div aria-hidden>
      <Pie
        data={data}
        angleField="count"
        colorField="name"
        height={220}
        animate={false}
        onReady={drawing.watch}
        scale={{ color: { domain: data.map((share) => share.name), range: data.map((share) => SHARE_COLOURS[share.status]) } }}
        tooltip={{ items: [(datum: HandInShare & { name: string }) => ({ name: datum.name, value: `${datum.percent.toFixed(2)}% (${datum.count})` })] }}
        legend={{ color: { position: 'right' } }}
      />
    </div>
  );
}
