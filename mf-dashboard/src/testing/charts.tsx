// Stand-ins for G2's drawing in jsdom (which draws no canvas): a chart's plot as @ant-design/plots
// hands it over, reporting each render drawn, or failing as a chart that throws while drawing does.
import { useEffect } from 'react';
import type { DrawnPlot } from '@homework/ui';

/** Called by a stand-in chart on each render: reports that render drawn (or failed). */
export function useFakeDrawing(onDrawing: (plot: DrawnPlot) => void, outcome: 'drawn' | 'failed' = 'drawn') {
  useEffect(() => {
    const listeners: Record<string, () => void> = {};
    // G2 marks its render under way (`_rendering`) and clears the mark when the render ends.
    const chart = { on: (event: string, listener: () => void) => (listeners[event] = listener), _rendering: true };
    onDrawing({ chart });
    chart._rendering = false;
    if (outcome === 'drawn') listeners.afterrender?.();
    // G2 drops its render's promise: a failure reaches the page as an unhandled rejection.
    else window.dispatchEvent(new Event('unhandledrejection'));
  });
}
