// The hand-in chart's code, a chunk of its own (imported lazily by the page), so the student's
// details and list show before @ant-design/charts arrives.
import { Pie } from '@ant-design/charts';
import type { HandInShare } from '../utils/overview-list';
import { SHARE_COLOURS } from './share-colours';

export default function HandInChart({ shares }: { shares: HandInShare[] }) {
  const data = shares.filter((share) => share.count > 0);
  return (
    <Pie
      data={data}
      angleField="count"
      colorField="status"
      height={220}
      animate={false}
      scale={{ color: { domain: data.map((share) => share.status), range: data.map((share) => SHARE_COLOURS[share.status]) } }}
      tooltip={{ items: [(datum: HandInShare) => ({ name: datum.status, value: `${datum.percent.toFixed(2)}% (${datum.count})` })] }}
      legend={{ color: { position: 'right' } }}
    />
  );
}
