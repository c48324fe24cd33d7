// Image zoom steps: buttons and the keys + and - move one step, 0 goes back to actual size.
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const;

export const ACTUAL_SIZE = 1;

/** The next step in, or out, from any zoom (a zoom between steps moves to the nearest step that way). */
export function nextZoom(current: number, direction: 'in' | 'out'): number {
  if (direction === 'in') return ZOOM_STEPS.find((step) => step > current) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1];
  return [...ZOOM_STEPS].reverse().find((step) => step < current) ?? ZOOM_STEPS[0];
}

export type ZoomKeyAction = 'in' | 'out' | 'reset';

export function zoomKeyAction(key: string): ZoomKeyAction | null {
  if (key === '+' || key === '=') return 'in';
  if (key === '-' || key === '_') return 'out';
  if (key === '0') return 'reset';
  return null;
}

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
