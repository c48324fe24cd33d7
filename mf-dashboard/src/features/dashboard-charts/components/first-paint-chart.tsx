// A chart's first paint (decision 0038): its marks on a canvas the width of the widget, sharp on any
// screen (drawn at the device's pixel ratio), before G2's chunk has come.
import { useLayoutEffect, useRef } from 'react';
import { paintMarks, type Mark } from '../utils/first-paint';

export interface FirstPaintChartProps<T> {
  rows: readonly T[];
  /** The chart's marks for its rows, width and height, in CSS pixels. */
  draw(rows: readonly T[], width: number, height: number): Mark[];
  height: number;
}

export function FirstPaintChart<T>({ rows, draw, height }: FirstPaintChartProps<T>) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useLayoutEffect(() => {
    const element = canvas.current;
    const width = element?.parentElement?.clientWidth ?? 0;
    // Not laid out (a hidden tab, or jsdom): nothing to paint on.
    const context = width > 0 ? element?.getContext('2d') : null;
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    element.style.width = `${width}px`;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    paintMarks(context, draw(rows, width, height));
  }, [rows, draw, height]);
  // Drawn for the eye: the widget names the chart and reads its figures (aria-hidden, as G2's canvas is).
  return <canvas ref={canvas} data-first-paint="" aria-hidden="true" style={{ display: 'block', height }} />;
}
