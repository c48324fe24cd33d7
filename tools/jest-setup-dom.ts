// What jsdom lacks and the front ends use: antd needs matchMedia, ResizeObserver and pseudo-element
// styles (STACK-NOTES); react-router 7 reads TextEncoder when it loads.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;

// antd renders slowly under jsdom; on a loaded 2-core CI machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globals.ResizeObserver = ResizeObserverStub;

const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
