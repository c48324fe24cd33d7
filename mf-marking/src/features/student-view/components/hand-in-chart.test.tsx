// The student view's chart with @ant-design/plots stood in for (jsdom draws no canvas): a chart
// that fails while drawing says so instead of leaving an empty box.
import { act, render, screen } from '@testing-library/react';
import HandInChart, { CHART_NOT_DRAWN } from './hand-in-chart';

const mockPlots: Record<string, () => void>[] = [];
jest.mock('@ant-design/plots', () => ({
  Pie: ({ onReady }: { onReady(plot: unknown): void }) => {
    const listeners: Record<string, () => void> = {};
    mockPlots.push(listeners);
    onReady({ chart: { on: (event: string, listener: () => void) => (listeners[event] = listener) } });
    return <canvas data-testid="pie" />;
  },
}));

const SHARES = [
  { status: 'Handed in', count: 3, percent: 75 },
  { status: 'Overdue', count: 1, percent: 25 },
] as const;

test('a drawn chart stays', () => {
  render(<HandInChart shares={[...SHARES]} />);
  act(() => mockPlots.at(-1)!.afterrender!());
  expect(screen.getByTestId('pie')).toBeInTheDocument();
  expect(screen.queryByText(CHART_NOT_DRAWN)).not.toBeInTheDocument();
});

test('a chart that throws while drawing is replaced by a note', () => {
  render(<HandInChart shares={[...SHARES]} />);
  act(() => void window.dispatchEvent(new Event('unhandledrejection')));
  expect(screen.queryByTestId('pie')).not.toBeInTheDocument();
  expect(screen.getByText(CHART_NOT_DRAWN)).toBeInTheDocument();
});
