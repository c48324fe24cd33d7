// The suite singleton: set up once by the shell (or by mf-homework's ./mount in a foreign host) and
// read by every remote. Module Federation shares this package as one instance, so this is one object.
import { SUITE_CONFIG_ELEMENT_ID, type SuiteConfig } from '@homework/contracts';
import type { AuthService } from '../auth';
import type { ApiClient } from './api-client';

export interface Suite {
  config: SuiteConfig;
  auth: AuthService;
  api: ApiClient;
}

let suite: Suite | null = null;

export function initSuite(parts: Suite): void {
  suite = parts;
}

export function getSuite(): Suite {
  if (!suite) throw new Error('The suite is not initialised: call initSuite first.');
  return suite;
}

export const isSuiteInitialised = () => suite !== null;

/** GET /config.json: the run-time configuration (served no-cache). */
export async function loadSuiteConfig(url = '/config.json'): Promise<SuiteConfig> {
  // The shell's page carries it (the server writes it in), sparing a round trip; a remote's own
  // page, running alone, asks for it.
  const inPage = document.getElementById(SUITE_CONFIG_ELEMENT_ID)?.textContent;
  if (inPage) return JSON.parse(inPage) as SuiteConfig;
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load the suite configuration from ${url} (${response.status}).`);
  return (await response.json()) as SuiteConfig;
}
