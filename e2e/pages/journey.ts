import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Console errors a journey may see because the journey asked for them: a refusal the suite answers
 * on purpose, named so that a reader knows which and why. Anything else the page logs as an error
 * fails the journey, as does any uncaught error.
 */
export const EXPECTED_REFUSALS = {
  /** The signed-out or unlicensed checks: the server refuses, the shell redirects (spec 01 §6). */
  accessRefused: /Failed to load resource: the server responded with a status of (401|403)/,
  /** A photo the school has none of: the image service answers 404 and initials are shown (01 §8). */
  photoMissing: { message: /Failed to load resource: the server responded with a status of 404/, url: /\/v1\/(Student|Teacher)Photo\// },
  /** A homework or student that is not there: the page shows its load error (journeys that ask for one). */
  notFound: /Failed to load resource: the server responded with a status of 404/,
  /** A refused upload or a rejected save the journey sends on purpose (400, 409, 413, 422). */
  refusedWrite: /Failed to load resource: the server responded with a status of (400|409|413|422)/,
  /**
   * Markup with inline handlers a journey pastes on purpose: Chromium reports the shell's CSP refusing
   * them where they are only parsed (Quill reads pasted HTML through DOMParser, whose document takes
   * the page's policy). Nothing runs; the journey checks that too.
   */
  inlineHandlerRefused: /Executing inline event handler violates the following Content Security Policy directive/,
  /** A password link opened again after it was used: the provider's page answers 410 Gone, in words. */
  linkUsedUp: /Failed to load resource: the server responded with a status of 410/,
  /**
   * A journey that stops the network or a remote on purpose: the browser's report of a request that
   * went nowhere, and the API client's log of a call that got no answer.
   */
  networkCut: /Failed to load resource: net::ERR_|failed \(0\): (Failed to fetch|The server could not be reached\.)/,
  /** A journey that makes the server fail on purpose. */
  serverFault: /Failed to load resource: the server responded with a status of 5\d\d/,
} as const;

export type ExpectedRefusal = keyof typeof EXPECTED_REFUSALS;

/** A console error's text, and for some refusals the address it is about. */
type Refusal = RegExp | { message: RegExp; url: RegExp };

function allows(refusal: Refusal, message: ConsoleMessage) {
  if (refusal instanceof RegExp) return refusal.test(message.text());
  return refusal.message.test(message.text()) && refusal.url.test(message.location().url);
}

type JourneyOptions = {
  /** The refusals (by name) this journey provokes on purpose; `test.use({ expectedRefusals: [...] })`. */
  expectedRefusals: ExpectedRefusal[];
};

/** What the pages of one journey threw or logged as an error, read at its end. */
type PageFaults = { faults: string[] };

function describeConsole(message: ConsoleMessage) {
  const { url, lineNumber } = message.location();
  return `console error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

/**
 * Playwright's `test` for every journey: it fails the journey on any uncaught page error (in any
 * page or frame of its browser context, the shell's silent-renewal frame included) and on any
 * console error that is not one of its expected refusals. A page that throws on every render while
 * its DOM looks right fails here.
 */
export const test = base.extend<JourneyOptions & PageFaults>({
  expectedRefusals: [[], { option: true }],
  faults: [
    async ({ context, expectedRefusals }, use) => {
      const faults: string[] = [];
      const allowed: Refusal[] = expectedRefusals.map((name) => EXPECTED_REFUSALS[name]);
      context.on('weberror', (error) => faults.push(`uncaught page error: ${error.error().stack ?? error.error().message}`));
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (allowed.some((refusal) => allows(refusal, message))) return;
        faults.push(describeConsole(message));
      });
      await use(faults);
      expect(faults, 'the pages threw or logged errors the journey does not expect').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
