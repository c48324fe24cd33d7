// remotes.json (served no-cache beside the shell, and carried by the shell's page): one
// RemoteRegistration per remote, each checked with validateRemoteContract. A bad entry is reported
// and left out; the others still load. This browser's development overrides (overrides.ts) apply.
import { SUITE_REMOTES_ELEMENT_ID, validateRemoteContract, type RemoteRegistration } from '@homework/contracts';
import { applyOverrides } from './overrides';

export const REMOTES_URL = '/remotes.json';

export interface RegistrationsResult {
  registrations: RemoteRegistration[];
  problems: string[];
}

export function validateRegistrations(value: unknown): RegistrationsResult {
  if (!Array.isArray(value)) return { registrations: [], problems: ['remotes.json is not a list'] };
  const registrations: RemoteRegistration[] = [];
  const problems: string[] = [];
  value.forEach((entry, index) => {
    const found = validateRemoteContract(entry);
    const manifest = (entry as Partial<RemoteRegistration> | null)?.manifest;
    if (typeof manifest !== 'string' || manifest.length === 0) found.push('manifest is missing');
    const name = (entry as Partial<RemoteRegistration> | null)?.name;
    if (found.length === 0 && registrations.some((r) => r.name === name)) found.push(`${name} is listed twice`);
    if (found.length > 0) problems.push(`remotes.json[${index}]${typeof name === 'string' ? ` (${name})` : ''}: ${found.join('; ')}`);
    else registrations.push(entry as RemoteRegistration);
  });
  return { registrations, problems };
}

/** A checked list with this browser's development overrides applied; refused overrides are problems. */
function withOverrides(result: RegistrationsResult): RegistrationsResult {
  const { registrations, problems } = applyOverrides(result.registrations);
  return { registrations, problems: [...result.problems, ...problems] };
}

/** The list the server wrote into the shell's page, checked; null when the page has none (or it is not JSON). */
export function registrationsInPage(doc: Document = document): RegistrationsResult | null {
  const text = doc.getElementById(SUITE_REMOTES_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return null;
  }
  return withOverrides(validateRegistrations(list));
}

/** The page's list, sparing a round trip; /remotes.json when the page has none. */
export async function loadRegistrations(url = REMOTES_URL, fetchImpl: typeof fetch = (...args) => fetch(...args)): Promise<RegistrationsResult> {
  const inPage = registrationsInPage();
  if (inPage) return inPage;
  try {
    const response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return { registrations: [], problems: [`${url} answered ${response.status}`] };
    return withOverrides(validateRegistrations(await response.json()));
  } catch (error) {
    return { registrations: [], problems: [`${url} could not be read: ${error instanceof Error ? error.message : String(error)}`] };
  }
}
