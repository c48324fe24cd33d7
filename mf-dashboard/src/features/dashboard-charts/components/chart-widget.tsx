// One dashboard chart widget (02 §2.7): Slice by, Timeframe, CSV download, Expand/Collapse (chart
// height 400 → 800 px) and a help popup. On failure 'Oops, something has gone wrong', the chart
// hidden and the download disabled; a chart that throws while drawing is such a failure too. The
// chart itself is drawn by a lazily loaded chunk; until it has drawn, the widget paints the figures
// itself (decision 0038), and the chart is named for screen readers from then. Where All
// Homework can show what a figure counts (by teacher), a click on it opens the list, and the same
// links are listed under the chart for the keyboard and screen readers. The drawn chart takes the
// keyboard's focus: a tooltip then reads one figure in words, its whole name first (a bar's name may
// be cut under it), and the arrow keys, Home and End move through them; Escape hides it.
import { Button, Card, Flex, Form, Popover, Select, Skeleton } from 'antd';
import { useCallback, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isCancelled, type UseQueryResult } from '@homework/platform/api';
import {
  DASHBOARD_CHART_HEIGHT,
  DASHBOARD_CHART_HEIGHT_EXPANDED,
  DASHBOARD_DIMENSION_LABELS,
  DASHBOARD_DIMENSIONS,
  DASHBOARD_FIRST_DIMENSION,
  DASHBOARD_FIRST_TIME_RANGE,
  DASHBOARD_TIME_RANGES,
  dashboardCsvFilename,
  type DashboardDimension,
  type DashboardTimeRange,
  type Language,
} from '@homework/contracts';
import { useActiveLanguage } from '@homework/platform/messages';
import { LoadError, saveText, useChartDrawing, type DrawnPlot } from '@homework/ui';
import { figureAfterKey, figureLink } from '../utils/chart-data';
import type { Mark } from '../utils/first-paint';
import { FirstPaintChart } from './first-paint-chart';
import { dashboardMessages, useDashboardMessages } from '../../../messages';

/** The Slice by and Timeframe choices, named in the language. */
export const dimensionOptions = (language: Language) =>
  DASHBOARD_DIMENSIONS.map((value) => ({ value, label: dashboardMessages.format(`dim.${value}`, undefined, language) }));
export const timeRangeOptions = (language: Language) =>
  DASHBOARD_TIME_RANGES.map((value) => ({ value, label: dashboardMessages.format(`range.${value}`, undefined, language) }));

export interface ChartWidgetProps<T extends FigureRow> {
  /** Also the id stem of the widget's controls and the CSV's name. */
  id: string;
  title: string;
  /** The help popup's text. */
  help: ReactNode;
  useData(timeRange: DashboardTimeRange, dimension: DashboardDimension): UseQueryResult<T[]>;
  toCsv(dimensionLabel: string, rows: T[]): string;
  /** One row's figures in words, in the language, for the keyboard's tooltip. */
  describe(row: T, language: Language): string;
  /** Draws the chart; null while the chart code loads. */
  chart: ((rows: T[], height: number, events: ChartEvents) => ReactNode) | null;
  /** The chart's first paint, in the language, shown until the chart has drawn. */
  firstPaint(rows: readonly T[], width: number, height: number, language: Language): Mark[];
}

type FigureRow = { Name: string; TeacherId?: string };

/** What a drawn chart reports: a click on a figure (by its name), and its plot, whose drawing is followed. */
export interface ChartEvents {
  onOpen(name: string): void;
  onDrawing(plot: DrawnPlot): void;
}

/** The loading state, named for screen readers on a wrapper: antd's Skeleton passes no aria attributes on. */
function Loading({ title }: { title: string }) {
  const t = useDashboardMessages();
  return (
    <div role="status" aria-busy="true" aria-label={t('widget.loading', { title })}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

export function ChartWidget<T extends FigureRow>({ id, title, help, useData, toCsv, describe, chart, firstPaint }: ChartWidgetProps<T>) {
  const t = useDashboardMessages();
  const language = useActiveLanguage();
  const draw = useCallback((rows: readonly T[], width: number, height: number) => firstPaint(rows, width, height, language), [firstPaint, language]);
  const [dimension, setDimension] = useState<DashboardDimension>(DASHBOARD_FIRST_DIMENSION);
  const [timeRange, setTimeRange] = useState<DashboardTimeRange>(DASHBOARD_FIRST_TIME_RANGE);
  const [expanded, setExpanded] = useState(false);
  const figures = useData(timeRange, dimension);
  const rows = figures.data ?? null;
  const loading = figures.isPending;
  const loadFailed = !!figures.error && !isCancelled(figures.error);
  const height = expanded ? DASHBOARD_CHART_HEIGHT_EXPANDED : DASHBOARD_CHART_HEIGHT;
  const drawing = useChartDrawing(`${height} ${JSON.stringify(rows ?? null)}`);
  const failed = loadFailed || drawing.state === 'failed';
  const drawn = drawing.state === 'drawn';
  // The CSV keeps the spec's English headings, as its file name does.
  const dimensionLabel = DASHBOARD_DIMENSION_LABELS[dimension];
  const rangeName = t(`range.${timeRange}`);
  const chartLabel = t('widget.chart', { title, dimension: t(`dim.${dimension}`), range: rangeName });
  const links = (rows ?? []).flatMap((row) => {
    const href = figureLink(dimension, row);
    return href ? [{ name: row.Name, href }] : [];
  });
  const tooltipId = useId();
  // The figure the keyboard is on, while the chart has the focus.
  const [pointed, setPointed] = useState<number | null>(null);
  const figure = pointed !== null && rows ? rows[Math.min(pointed, rows.length - 1)] : undefined;
  const onChartKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!rows) return;
    if (event.key === 'Escape' && pointed !== null) {
      event.stopPropagation();
      return setPointed(null);
    }
    const next = figureAfterKey(event.key, pointed ?? -1, rows.length);
    if (next === null) return;
    event.preventDefault();
    setPointed(next);
  };
  const open = (name: string) => {
    const href = links.find((link) => link.name === name)?.href;
    if (href) window.location.hash = href;
  };

  return (
    <Card
      title={
        // The buttons in the title's row, wrapping under it where the row is too narrow (a phone):
        // as antd's `extra` they kept their room and the title was cut to 'Total H…' beside them.
        <Flex wrap gap="small" align="center" justify="space-between" style={{ padding: '8px 0' }}>
          <h2 style={{ margin: 0, fontSize: 16, whiteSpace: 'normal' }}>{title}</h2>
          <Flex gap="small">
            <Button
              aria-label={t('widget.download', { title })}
              disabled={failed || !rows}
              onClick={() => rows && saveText(dashboardCsvFilename(title, timeRange, dimension), toCsv(dimensionLabel, rows))}
            >
              {t('widget.csv')}
            </Button>
            <Button aria-label={t(expanded ? 'widget.collapseOf' : 'widget.expandOf', { title })} onClick={() => setExpanded((value) => !value)}>
              {t(expanded ? 'widget.collapse' : 'widget.expand')}
            </Button>
            <Popover title={title} content={help} trigger="click">
              <Button aria-label={t('widget.help', { title })}>?</Button>
            </Popover>
          </Flex>
        </Flex>
      }
      data-testid={`${id}-widget`}
    >
      {/* On a phone each list, at most half the screen wide, wraps under its label: no row is wider than the card. */}
      <Form layout="inline" component="div" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('widget.sliceBy')} htmlFor={`${id}-slice-by`} style={{ maxWidth: '100%' }}>
          <Select id={`${id}-slice-by`} style={{ minWidth: 'min(180px,50vw)' }} options={dimensionOptions(language)} value={dimension} onChange={setDimension} />
        </Form.Item>
        <Form.Item label={t('widget.timeframe')} htmlFor={`${id}-timeframe`} style={{ maxWidth: '100%' }}>
          <Select id={`${id}-timeframe`} style={{ minWidth: 'min(130px,50vw)' }} options={timeRangeOptions(language)} value={timeRange} onChange={setTimeRange} />
        </Form.Item>
      </Form>
      {failed ? (
        // Retry asks for the figures again, or draws again a chart that failed while drawing.
        <LoadError message={t('widget.failed')} onRetry={loadFailed ? () => figures.refetch() : drawing.retry} />
      ) : loading || !rows ? (
        <Loading title={title} />
      ) : rows.length === 0 ? (
        <p>{t('widget.none', { range: rangeName.toLowerCase() })}</p>
      ) : (
        <>
          <div
            // Drawn from here on: by the first paint, then by the chart.
            role="img"
            aria-label={chartLabel}
            data-testid={`${id}-chart`}
            data-rows={rows.length}
            data-drawn={drawn ? 'chart' : 'first-paint'}
            tabIndex={0}
            aria-describedby={figure ? tooltipId : undefined}
            onFocus={(event) => event.target === event.currentTarget && setPointed(0)}
            onBlur={() => setPointed(null)}
            onKeyDown={onChartKey}
            style={{ height, position: 'relative', outline: pointed !== null ? '2px solid #1677ff' : 'none', outlineOffset: 2 }}
          >
            {chart?.(rows, height, { onOpen: open, onDrawing: drawing.watch })}
            {figure && (
              <div
                id={tooltipId}
                role="tooltip"
                style={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1, background: '#fff', color: '#1f1f1f', padding: '4px 8px', border: '1px solid #d9d9d9', borderRadius: 4 }}
              >
                {describe(figure, language)}
                <div style={{ fontSize: 12, color: '#595959' }}>{t('widget.keys')}</div>
              </div>
            )}
            {!drawn && (
              <div style={{ position: 'absolute', inset: 0, background: '#fff' }}>
                <FirstPaintChart rows={rows} draw={draw} height={height} />
              </div>
            )}
          </div>
          {links.length > 0 && (
            <details style={{ marginTop: 12 }}>
              <summary>{t('widget.links')}</summary>
              <ul aria-label={t('widget.linksOf', { title })} style={{ columns: 2, margin: '8px 0 0' }}>
                {links.map((link) => (
                  <li key={link.href}>
                    {/* 24 px high: WCAG 2.2's smallest target. */}
                    <a href={link.href} style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </Card>
  );
}
