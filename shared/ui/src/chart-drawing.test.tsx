import { act, renderHook } from '@testing-library/react';
import { useChartDrawing, type DrawnPlot } from './chart-drawing';

/** A plot whose G2 chart's events the test fires; its render under way, as onReady finds it. */
function fakePlot() {
  const listeners: Record<string, () => void> = {};
  const chart: NonNullable<DrawnPlot['chart']> = { on: (event, listener) => (listeners[event] = listener), _rendering: true };
  const fire = (event: string) =>
    act(() => {
      if (event === 'beforerender') chart._rendering = true;
      if (event === 'afterrender') chart._rendering = false;
      listeners[event]?.();
    });
  /** The chart's render ends without drawing, and its rejection reaches the page unhandled. */
  const fail = () =>
    act(() => {
      chart._rendering = false;
      window.dispatchEvent(new Event('unhandledrejection'));
    });
  return { plot: { chart }, fire, fail };
}

/** Another part of the page fails: an unhandled rejection and an error, the chart's render going on. */
const failElsewhere = () =>
  act(() => {
    window.dispatchEvent(new Event('unhandledrejection'));
    window.dispatchEvent(new Event('error'));
  });

test('drawing until the chart reports its render, then drawn', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fire } = fakePlot();
  act(() => result.current.watch(plot));
  expect(result.current.state).toBe('drawing');
  fire('afterrender');
  expect(result.current.state).toBe('drawn');
});

test("the chart's render ending in an error is a failed chart", () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fail } = fakePlot();
  act(() => result.current.watch(plot));
  fail();
  expect(result.current.state).toBe('failed');
});

test('an error elsewhere on the page while the chart draws is not blamed on it', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fire } = fakePlot();
  act(() => result.current.watch(plot));
  failElsewhere();
  expect(result.current.state).toBe('drawing');
  fire('afterrender');
  expect(result.current.state).toBe('drawn');
});

test('an error elsewhere once the chart has drawn leaves it drawn; one during its next render fails it', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const { plot, fire, fail } = fakePlot();
  act(() => result.current.watch(plot));
  fire('afterrender');
  failElsewhere();
  expect(result.current.state).toBe('drawn');
  fire('beforerender');
  fail();
  expect(result.current.state).toBe('failed');
});

test('a new attempt (other data or size) starts drawing again after a failure', () => {
  const { result, rerender } = renderHook(({ attempt }) => useChartDrawing(attempt), { initialProps: { attempt: 'term' } });
  const { plot, fire, fail } = fakePlot();
  act(() => result.current.watch(plot));
  fail();
  expect(result.current.state).toBe('failed');
  rerender({ attempt: 'year' });
  expect(result.current.state).toBe('drawing');
  fire('beforerender');
  fire('afterrender');
  expect(result.current.state).toBe('drawn');
});

test('retry draws the same attempt again after a failure', () => {
  const { result } = renderHook(() => useChartDrawing('a'));
  const first = fakePlot();
  act(() => result.current.watch(first.plot));
  first.fail();
  expect(result.current.state).toBe('failed');
  act(() => result.current.retry());
  expect(result.current.state).toBe('drawing');
  const again = fakePlot();
  act(() => result.current.watch(again.plot));
  again.fire('afterrender');
  expect(result.current.state).toBe('drawn');
});
