import { nextZoom, zoomKeyAction, zoomPercent, ZOOM_STEPS } from './zoom';

describe('nextZoom', () => {
  it.each([
    [1, 'in', 1.5],
    [1, 'out', 0.75],
    [ZOOM_STEPS[ZOOM_STEPS.length - 1], 'in', ZOOM_STEPS[ZOOM_STEPS.length - 1]],
    [ZOOM_STEPS[0], 'out', ZOOM_STEPS[0]],
    [1.2, 'in', 1.5],
    [1.2, 'out', 1],
    [0.1, 'in', 0.25],
    [9, 'out', 4],
  ] as const)('from %f %s → %f', (current, direction, expected) => {
    expect(nextZoom(current, direction)).toBe(expected);
  });
});

describe('zoomKeyAction', () => {
  it.each([
    ['+', 'in'],
    ['=', 'in'],
    ['-', 'out'],
    ['_', 'out'],
    ['0', 'reset'],
    ['a', null],
    ['Enter', null],
  ])('%s → %s', (key, expected) => {
    expect(zoomKeyAction(key)).toBe(expected);
  });
});

it('shows zoom as a whole percentage', () => {
  expect(zoomPercent(0.75)).toBe('75%');
  expect(zoomPercent(1.5)).toBe('150%');
});
