// The charts' first paint (decision 0038): what the widget draws itself, from the figures alone, while
// G2's chunk is still on its way (217 KiB, 1.2 s on a school's link, and a second of a slow CPU to run).
// The same figures in the same colours: a pie's slices with their legend, a stacked bar's parts with
// their axis and legend. G2 then draws the chart in full (its slices' names, tooltips, clicks) in its place.
import type { DashboardHandedInStatusRow, DashboardTotalRow, Language } from '@homework/contracts';
import { formatCount } from '../../../messages';
import { barLabel, HAND_IN_STATUSES, sliceColours, statusLabel } from './chart-data';

/** One shape of a first paint, in CSS pixels from the chart's top left. */
export type Mark =
  | { kind: 'slice'; cx: number; cy: number; radius: number; start: number; end: number; fill: string }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string }
  | { kind: 'text'; x: number; y: number; text: string; align: 'left' | 'center' | 'right'; fill: string };

/** The text's size, and how wide a character of it is taken to be (no text is measured: that is layout work). */
export const FIRST_PAINT_FONT_PX = 12;
const CHAR_WIDTH = 7;
/** The grey of G2's axis labels and legend text: 4.5:1 on white and more. */
const TEXT_COLOUR = '#595959';
const GRID_COLOUR = '#e8e8e8';
const SWATCH = 10;
const LEGEND_ROW = 22;

const textWidth = (text: string) => text.length * CHAR_WIDTH;

/** Where a legend goes, as G2 puts it: the pie's under it, the bars' above them. */
export interface LegendPlace {
  at: 'top' | 'bottom';
  /** The chart's height, for a legend at its bottom. */
  chartHeight: number;
  /** G2 pages a longer legend; the first paint shows its first rows. */
  maxRows: number;
}

/** A legend's items centred in as many rows as the width needs (up to `maxRows`); its marks and height. */
export function legendMarks(items: readonly { label: string; colour: string }[], width: number, place: LegendPlace): { marks: Mark[]; height: number } {
  const widths = items.map((item) => SWATCH + 6 + textWidth(item.label) + 16);
  const rows: number[][] = [];
  let rowWidth = Infinity;
  widths.forEach((itemWidth, index) => {
    if (rowWidth + itemWidth > width) {
      rows.push([]);
      rowWidth = 0;
    }
    rows[rows.length - 1].push(index);
    rowWidth += itemWidth;
  });
  const shown = rows.slice(0, place.maxRows);
  const height = shown.length * LEGEND_ROW;
  const top = place.at === 'top' ? 0 : place.chartHeight - height;
  const marks = shown.flatMap((row, rowIndex) => {
    const y = top + rowIndex * LEGEND_ROW + LEGEND_ROW / 2;
    let x = (width - row.reduce((sum, index) => sum + widths[index], 0)) / 2;
    return row.flatMap((index): Mark[] => {
      const item = items[index];
      const at = x;
      x += widths[index];
      return [
        { kind: 'rect', x: at, y: y - SWATCH / 2, width: SWATCH, height: SWATCH, fill: item.colour },
        { kind: 'text', x: at + SWATCH + 6, y, text: item.label, align: 'left', fill: TEXT_COLOUR },
      ];
    });
  });
  return { marks, height };
}

/** Total Homework's pie: one slice a row, clockwise from twelve o'clock in the rows' order, as G2 draws it. */
export function pieMarks(rows: readonly DashboardTotalRow[], width: number, height: number): Mark[] {
  const colours = sliceColours(rows);
  const legend = legendMarks(rows.map((row, index) => ({ label: row.Name, colour: colours[index] })), width, { at: 'bottom', chartHeight: height, maxRows: 2 });
  const area = height - legend.height;
  const radius = Math.max(0, (Math.min(width, area) / 2) * 0.8);
  const total = rows.reduce((sum, row) => sum + row.Count, 0);
  let at = -Math.PI / 2;
  const slices = rows.flatMap((row, index): Mark[] => {
    if (total === 0 || row.Count <= 0) return [];
    const start = at;
    at += (2 * Math.PI * row.Count) / total;
    return [{ kind: 'slice', cx: width / 2, cy: area / 2, radius, start, end: at, fill: colours[index] }];
  });
  return [...slices, ...legend.marks];
}

/** The axis's top and step: a round step (1, 2, 2.5 or 5 by a power of ten) that reaches `max` in about five. */
export function axisSteps(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const rough = max / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  // Whole numbers: a count is never a fraction.
  const whole = Math.max(1, Math.ceil(step));
  return { top: Math.ceil(max / whole) * whole, step: whole };
}

const AXIS_LEFT = 44;
const AXIS_BOTTOM = 28;
const TOP = 8;

/** Hand In Status's stacked bars: a bar a row, its statuses from the bottom in their fixed order, a y axis of counts. */
export function columnMarks(rows: readonly DashboardHandedInStatusRow[], width: number, height: number, language: Language = 'en'): Mark[] {
  const legend = legendMarks(HAND_IN_STATUSES.map((status) => ({ label: statusLabel(status.key, language), colour: status.color })), width, { at: 'top', chartHeight: height, maxRows: 2 });
  const plotTop = legend.height + TOP;
  const plotBottom = height - AXIS_BOTTOM;
  const plotHeight = Math.max(0, plotBottom - plotTop);
  const plotWidth = Math.max(0, width - AXIS_LEFT - 8);
  const totals = rows.map((row) => HAND_IN_STATUSES.reduce((sum, status) => sum + row[status.key], 0));
  const { top, step } = axisSteps(Math.max(0, ...totals));
  const scale = (count: number) => (plotHeight * count) / top;

  const axis: Mark[] = [];
  for (let tick = 0; tick <= top; tick += step) {
    const y = plotBottom - scale(tick);
    axis.push({ kind: 'rect', x: AXIS_LEFT, y, width: plotWidth, height: 1, fill: GRID_COLOUR });
    axis.push({ kind: 'text', x: AXIS_LEFT - 6, y, text: formatCount(tick, language), align: 'right', fill: TEXT_COLOUR });
  }
  const band = rows.length ? plotWidth / rows.length : 0;
  const barWidth = Math.min(band * 0.6, 80);
  // Every name that has room under its bar; with many bars, every second or third, as G2 leaves them out.
  const longest = Math.max(0, ...rows.map((row) => textWidth(barLabel(row.Name))));
  const labelEvery = band > 0 ? Math.max(1, Math.ceil((longest + 8) / band)) : 1;

  const bars = rows.flatMap((row, index): Mark[] => {
    const x = AXIS_LEFT + index * band + (band - barWidth) / 2;
    let y = plotBottom;
    const parts = HAND_IN_STATUSES.flatMap((status): Mark[] => {
      const partHeight = scale(row[status.key]);
      if (partHeight <= 0) return [];
      y -= partHeight;
      return [{ kind: 'rect', x, y, width: barWidth, height: partHeight, fill: status.color }];
    });
    const label: Mark[] =
      index % labelEvery === 0 ? [{ kind: 'text', x: x + barWidth / 2, y: plotBottom + AXIS_BOTTOM / 2, text: barLabel(row.Name), align: 'center', fill: TEXT_COLOUR }] : [];
    return [...parts, ...label];
  });
  return [...axis, ...bars, ...legend.marks];
}

/** The drawing calls a first paint makes: the canvas's 2D context, as far as the marks need it. */
export type FirstPaintContext = Pick<CanvasRenderingContext2D, 'beginPath' | 'moveTo' | 'arc' | 'closePath' | 'fill' | 'fillRect' | 'fillText'> & {
  fillStyle: unknown;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
};

/** Paints the marks in order on a context already scaled to CSS pixels. */
export function paintMarks(context: FirstPaintContext, marks: readonly Mark[]) {
  context.font = `${FIRST_PAINT_FONT_PX}px sans-serif`;
  context.textBaseline = 'middle';
  for (const mark of marks) {
    context.fillStyle = mark.fill;
    if (mark.kind === 'slice') {
      context.beginPath();
      context.moveTo(mark.cx, mark.cy);
      context.arc(mark.cx, mark.cy, mark.radius, mark.start, mark.end);
      context.closePath();
      context.fill();
    } else if (mark.kind === 'rect') {
      context.fillRect(mark.x, mark.y, mark.width, mark.height);
    } else {
      context.textAlign = mark.align;
      context.fillText(mark.text, mark.x, mark.y);
    }
  }
}
