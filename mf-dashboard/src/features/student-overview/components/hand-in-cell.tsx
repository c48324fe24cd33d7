// The hand-in chart cell: one bar of coloured slices; hovering a slice shows its name, percentage to
// 2 decimals, colour and total beside the pointer. The whole bar is labelled for screen readers.
import { useState } from 'react';
import type { StudentHandInRow } from '@homework/contracts';
import { chartRowText, handInChartRows, tooltipPosition } from '../utils/student-overview';

export function HandInCell({ row }: { row: StudentHandInRow }) {
  const slices = handInChartRows(row);
  const [tip, setTip] = useState<{ text: string; color: string; left: number; top: number } | null>(null);
  const total = slices[0].total;
  return (
    <div
      role="img"
      aria-label={total === 0 ? 'Nothing due' : slices.map(chartRowText).join('; ')}
      style={{ display: 'flex', width: 140, height: 14, background: '#f0f0f0', borderRadius: 2, overflow: 'hidden' }}
      onMouseLeave={() => setTip(null)}
    >
      {slices
        .filter((slice) => slice.count > 0)
        .map((slice) => (
          <span
            key={slice.name}
            data-testid="hand-in-slice"
            style={{ width: `${slice.percentage}%`, background: slice.color }}
            onMouseMove={(event) => setTip({ text: chartRowText(slice), color: slice.color, ...tooltipPosition(event.clientX, event.clientY) })}
          />
        ))}
      {tip && (
        <div
          role="tooltip"
          style={{ position: 'fixed', left: tip.left, top: tip.top, zIndex: 1000, background: '#fff', color: '#1f1f1f', padding: '4px 8px', border: '1px solid #d9d9d9', borderRadius: 4, pointerEvents: 'none', whiteSpace: 'nowrap' }}
        >
          <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: tip.color }} />
          {tip.text}
        </div>
      )}
    </div>
  );
}
