// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads. Import this first in a
// test file that loads react-router (tools/jest-setup-dom.ts could do it for every project instead).
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;
