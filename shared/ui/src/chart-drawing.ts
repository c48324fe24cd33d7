// Whether a chart of @ant-design/charts has drawn, is drawing or has failed. Its React components
// start G2's asynchronous render and drop the promise: a chart that throws while drawing leaves an
// empty box and an unhandled rejection, never a React error. So the chart's own events say when it
// has drawn, and an error reported while it draws is the chart's failure only when the chart's render
// has ended without drawing: another part of the page failing meanwhile is not blamed on the chart.
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The plot @ant-design/charts hands to `onReady` (right after starting its first render): its G2 chart
 * emits beforerender and afterrender, and `_rendering` is G2's own mark of a render under way, cleared
 * when the render ends, drawn or failed (G2 5's Runtime; the suite pins its version).
 */
export interface DrawnPlot {
  chart?: { on(event: string, listener: () => void): unknown; _rendering?: boolean };
}

export type ChartDrawingState = 'drawing' | 'drawn' | 'failed';

export interface ChartDrawing {
  state: ChartDrawingState;
  /** Pass to the chart's `onReady`: follows its renders from then on. */
  watch(plot: DrawnPlot): void;
  /** Draws again after a failure (the failure display's Retry): the same attempt starts as drawing. */
  retry(): void;
}

/**
 * Follows one chart's drawing. `attempt` names what is drawn (its data, size and options): a new
 * attempt starts as drawing again, so a slice that failed does not hide the next one.
 */
export function useChartDrawing(attempt: string): ChartDrawing {
  const [drawing, setDrawing] = useState<{ attempt: string; state: ChartDrawingState }>({ attempt, state: 'drawing' });
  const rendering = useRef(true);
  const current = useRef(attempt);
  current.current = attempt;

  if (drawing.attempt !== attempt) {
    rendering.current = true;
    setDrawing({ attempt, state: 'drawing' });
  }
  const settle = useCallback((state: ChartDrawingState) => {
    rendering.current = false;
    setDrawing((now) => (now.attempt === current.current && now.state === state ? now : { attempt: current.current, state }));
  }, []);

  const watched = useRef<DrawnPlot['chart'] | null>(null);
  useEffect(() => {
    // An error while the chart draws, after which the chart is no longer drawing and has not drawn.
    const failed = () => {
      if (rendering.current && watched.current?._rendering === false) settle('failed');
    };
    window.addEventListener('unhandledrejection', failed);
    window.addEventListener('error', failed);
    return () => {
      window.removeEventListener('unhandledrejection', failed);
      window.removeEventListener('error', failed);
    };
  }, [settle]);

  const watch = useCallback((plot: DrawnPlot) => {
    watched.current = plot.chart ?? null;
    plot.chart?.on('beforerender', () => {
      rendering.current = true;
    });
    plot.chart?.on('afterrender', () => settle('drawn'));
  }, [settle]);

  const retry = useCallback(() => {
    rendering.current = true;
    setDrawing({ attempt: current.current, state: 'drawing' });
  }, []);

  return { state: drawing.attempt === attempt ? drawing.state : 'drawing', watch, retry };
}
