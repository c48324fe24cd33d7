// What jsdom lacks and this remote's tests need. Import first in a test file that loads react-router
// or an antd Select:
// - TextEncoder/TextDecoder, which react-router 7 reads when it loads;
// - MessageChannel, which antd's Select (rc-select) uses to close its list a task later. A timer
//   stands in, so nothing keeps jest's process open and fake timers govern it too.
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;

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
