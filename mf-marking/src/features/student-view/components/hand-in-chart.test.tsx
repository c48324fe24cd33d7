// The student view's chart with @ant-design/plots stood in for (jsdom draws no canvas): a chart
// that fails while drawing shows the one load-error display, and its Retry draws it again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@homework/contracts';
import HandInChart from './hand-in-chart';

const mockPlots: Record<string, () => void>[] = [];
jest.mock('@ant-design/plots', () => ({
  Pie: ({ onReady }: { onReady(plot: unknown): void }) => {
    const listeners: Record<string, () => void> = {};
    mockPlots.push(listeners);
    // As G2's chart once its render has ended (`_rendering` cleared): drawn (afterrender) or failed.
    onReady({ chart: { on: (event: string, listener: () => void) => (listeners[event] = listener), _rendering: false } });
    return <canvas data-testid="pie" />;
  },
}));

const SHARES = [
  { status: 'Handed in', count: 3, percent: 75 },
  { status: 'Overdue', count: 1, percent: 25 },
] as const;

test('a drawn chart stays, hidden from screen readers (the page lists its figures)', () => {
  render(<HandInChart shares={[...SHARES]} />);
  act(() => mockPlots.at(-1)!.afterrender!());
  expect(screen.getByTestId('pie')).toBeInTheDocument();
  expect(screen.getByTestId('pie').closest('[aria-hidden]')).not.toBeNull();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a chart that throws while drawing shows the widget failure, and Retry draws it again', () => {
  render(<HandInChart shares={[...SHARES]} />);
  act(() => void window.dispatchEvent(new Event('unhandledrejection')));
  expect(screen.queryByTestId('pie')).not.toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.widgetFailed);

  const drawn = mockPlots.length;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(mockPlots).toHaveLength(drawn + 1);
  act(() => mockPlots.at(-1)!.afterrender!());
  expect(screen.getByTestId('pie')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
