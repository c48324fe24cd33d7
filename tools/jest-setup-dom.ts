// What jsdom lacks and the front ends use, for every package's tests (one place, no per-package copies):
// antd needs matchMedia, ResizeObserver and pseudo-element styles (STACK-NOTES), and its Select
// (rc-select) MessageChannel; react-router 7 reads TextEncoder when it loads; IndexedDB (a test's
// fake-indexeddb) copies what it keeps with structuredClone.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;
if (!globals.structuredClone) globals.structuredClone = (value: unknown) => deserialize(serialize(value));

// antd's Select (rc-select) closes its list a task later through a MessageChannel. A timer stands in
// (the real one, taken before any test installs fake timers), so nothing keeps jest's process open.
if (!globals.MessageChannel) {
  const realSetTimeout = setTimeout;
  type Listener = ((event: { data: unknown }) => void) | null;
  class Port {
    onmessage: Listener = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      realSetTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  globals.MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  };
}

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

// Drafts and other kept state live in localStorage, which jsdom keeps for the whole file: each test
// starts with none, as a browser of its own would.
afterEach(() => window.localStorage.clear());
