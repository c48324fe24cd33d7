import { LEAVE_LIMIT_MS, installMotionEndFallback, isLeaving } from './motion-end-fallback';

test.each([
  ['a modal zooming out', 'ant-modal ant-zoom-leave ant-zoom-leave-active', true],
  ['its mask fading out', 'ant-modal-mask ant-fade-leave ant-fade-leave-active', true],
  ['a leave about to start (not yet active)', 'ant-modal ant-zoom-leave ant-zoom-leave-prepare', false],
  ['a modal zooming in', 'ant-modal ant-zoom-enter ant-zoom-enter-active', false],
  ['a class that only contains the words', 'my-leave-activeness', false],
])('%s: leaving %s', (_, className, expected) => {
  expect(isLeaving(className)).toBe(expected);
});

describe('installMotionEndFallback', () => {
  let remove: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    remove = installMotionEndFallback();
  });
  afterEach(() => {
    remove();
    document.body.replaceChildren();
    jest.useRealTimers();
  });

  async function leavingElement() {
    const element = document.createElement('div');
    document.body.append(element);
    const ends: string[] = [];
    element.addEventListener('animationend', (event) => ends.push(`${event.type} on ${event.target === element ? 'it' : 'another'}`));
    element.className = 'ant-modal ant-zoom-leave ant-zoom-leave-active';
    await Promise.resolve(); // the observer's records come in a microtask
    return { element, ends };
  }

  test('an element still leaving after the limit is told its animation ended, once', async () => {
    const { ends } = await leavingElement();
    jest.advanceTimersByTime(LEAVE_LIMIT_MS - 1);
    expect(ends).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ends).toEqual(['animationend on it']);
    jest.advanceTimersByTime(LEAVE_LIMIT_MS * 3);
    expect(ends).toEqual(['animationend on it']);
  });

  test('an element whose leave ended on time, or that left the page, is told nothing', async () => {
    const ended = await leavingElement();
    ended.element.className = 'ant-modal';
    const removed = await leavingElement();
    removed.element.remove();
    jest.advanceTimersByTime(LEAVE_LIMIT_MS * 2);
    expect([ended.ends, removed.ends]).toEqual([[], []]);
  });
});
