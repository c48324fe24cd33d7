// The hand-in chart cell: one bar of coloured slices; hovering a slice shows its name, percentage to
// 2 decimals, colour and total beside the pointer. The whole bar is labelled for screen readers, and
// takes the keyboard's focus, which shows every slice's line at once (docs/teacher-week.md, week 1
// item 15); Escape hides it.
import { useLayoutEffect, useRef, useState } from 'react';
import type { StudentHandInRow } from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { overviewMessages } from '../messages';
import { chartRowText, handInChartRows, tooltipPosition } from '../utils/student-overview';

interface Tip {
  lines: { text: string; color: string }[];
  /** The point it is shown for: the pointer, or the bar's middle when focused. */
  x: number;
  y: number;
}

export function HandInCell({ row }: { row: StudentHandInRow }) {
  const language = useActiveLanguage();
  const t = overviewMessages.useMessages();
  const text = (slice: (typeof slices)[number]) => chartRowText(slice, language);
  const slices = handInChartRows(row);
  const shown = slices.filter((slice) => slice.count > 0);
  const [tip, setTip] = useState<Tip | null>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Placed once its size is known, so it can be kept inside the window.
  useLayoutEffect(() => {
    const size = box.current?.getBoundingClientRect();
    setPlace(tip && size ? tooltipPosition(tip.x, tip.y, size, { width: window.innerWidth, height: window.innerHeight }) : null);
  }, [tip]);
  const total = slices[0].total;
  const label = total === 0 ? t('cell.none') : slices.map(text).join('; ');
  return (
    <div
      role="img"
      aria-label={label}
      tabIndex={0}
      style={{ display: 'flex', width: 140, height: 14, background: '#f0f0f0', borderRadius: 2, overflow: 'hidden' }}
      onMouseLeave={() => setTip(null)}
      onFocus={(event) => {
        const bar = event.currentTarget.getBoundingClientRect();
        const lines = shown.length > 0 ? shown.map((slice) => ({ text: text(slice), color: slice.color })) : [{ text: label, color: 'transparent' }];
        setTip({ lines, x: bar.left + bar.width / 2, y: bar.top });
      }}
      onBlur={() => setTip(null)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && tip) {
          event.stopPropagation();
          setTip(null);
        }
      }}
    >
      {shown.map((slice) => (
        <span
          key={slice.name}
          data-testid="hand-in-slice"
          style={{ width: `${slice.percentage}%`, background: slice.color }}
          onMouseMove={(event) => setTip({ lines: [{ text: text(slice), color: slice.color }], x: event.clientX, y: event.clientY })}
        />
      ))}
      {tip && (
        <div
          ref={box}
          role="tooltip"
          style={{
            position: 'fixed',
            left: place?.left ?? 0,
            top: place?.top ?? 0,
            visibility: place ? 'visible' : 'hidden',
            zIndex: 1000,
            background: '#fff',
            color: '#1f1f1f',
            padding: '4px 8px',
            border: '1px solid #d9d9d9',
            borderRadius: 4,
            pointerEvents: 'none',
            whiteSpace: 'nowrap',
          }}
        >
          {tip.lines.map((line) => (
            <div key={line.text}>
              <span aria-hidden style={{ display: 'inline-block', width: 10, height: 10, marginRight: 6, background: line.color }} />
              {line.text}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
