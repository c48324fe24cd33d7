import { act, renderHook } from '@testing-library/react';
import { useChartDrawing, type DrawnPlot } from './chart-drawing';

/** A plot whose G2 chart's events the test fires. */
function fakePlot() {
  const listeners: Record<string, () => void> = {};
  const plot: DrawnPlot = { chart: { on: (event, listener) => (listeners[event] = listener) } };
  return { plot, fire: (event: string) => act(() => listeners[event]!()) };
}

const failWhileDrawing = () => act(() => void window.dispatchEvent(new Event('unhandledrejection')));

test('drawing until the chart reports its render, then drawn', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fire } = fakePlot();
  act(() => result.current.watch(plot));
  expect(result.current.state).toBe('drawing');
  fire('afterrender');
  expect(result.current.state).toBe('drawn');
});

test('an error reported while it draws is a failed chart', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  act(() => result.current.watch(fakePlot().plot));
  failWhileDrawing();
  expect(result.current.state).toBe('failed');
});

test('an error elsewhere once the chart has drawn leaves it drawn; one during its next render fails it', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fire } = fakePlot();
  act(() => result.current.watch(plot));
  fire('afterrender');
  failWhileDrawing();
  expect(result.current.state).toBe('drawn');
  fire('beforerender');
  failWhileDrawing();
  expect(result.current.state).toBe('failed');
});

test('a new attempt (other data or size) starts drawing again after a failure', () => {
  const { result, rerender } = renderHook(({ attempt }) => useChartDrawing(attempt), { initialProps: { attempt: 'term' } });
  const { plot, fire } = fakePlot();
  act(() => result.current.watch(plot));
  failWhileDrawing();
  expect(result.current.state).toBe('failed');
  rerender({ attempt: 'year' });
  expect(result.current.state).toBe('drawing');
  fire('afterrender');
  expect(result.current.state).toBe('drawn');
});

test('retry draws the same attempt again after a failure', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const first = fakePlot();
  act(() => result.current.watch(first.plot));
  failWhileDrawing();
  expect(result.current.state).toBe('failed');
  act(() => result.current.retry());
  expect(result.current.state).toBe('drawing');
  const again = fakePlot();
  act(() => result.current.watch(again.plot));
  again.fire('afterrender');
  expect(result.current.state).toBe('drawn');
});
