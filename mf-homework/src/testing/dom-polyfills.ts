// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads when it loads: import this first in
// a test file that loads react-router.
import { TextDecoder, TextEncoder } from 'node:util';

const globals = globalThis as unknown as Record<string, unknown>;
if (!globals.TextEncoder) globals.TextEncoder = TextEncoder;
if (!globals.TextDecoder) globals.TextDecoder = TextDecoder;
