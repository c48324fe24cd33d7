// The pseudo-locale for this tab (decision 0040): `?pseudo-locale=on` in the address turns it on,
// `off` turns it off; kept in sessionStorage, so it holds through the sign-in's round trip and reloads
// but ends with the tab. A journey walks the suite in it (e2e/tests/pseudo-locale.spec.ts).
import { PSEUDO_LOCALE_PARAM } from '@homework/contracts';

/**
 * Takes the parameter from the address into the tab's storage, leaving the address without it.
 * Called first thing at start-up, before a sign-in's round trip could take the address away.
 */
export function takePseudoLocaleFromAddress(location: Location = window.location, storage: Storage = window.sessionStorage, replaceUrl = (url: string) => window.history.replaceState(null, '', url)): void {
  const url = new URL(location.href);
  const value = url.searchParams.get(PSEUDO_LOCALE_PARAM);
  if (value !== null) {
    if (value === 'off') storage.removeItem(PSEUDO_LOCALE_PARAM);
    else storage.setItem(PSEUDO_LOCALE_PARAM, 'on');
    url.searchParams.delete(PSEUDO_LOCALE_PARAM);
    replaceUrl(url.href);
  }
}

/** Whether this tab shows the pseudo-locale (the shell then turns it on before its first render). */
export const pseudoLocaleChosen = (storage: Storage = window.sessionStorage): boolean => storage.getItem(PSEUDO_LOCALE_PARAM) === 'on';
