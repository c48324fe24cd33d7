// The remote of the page being opened, known before any remote code has loaded (decision 0007, the page
// being opened starts first).
import type { RemoteRegistration } from '@homework/contracts';
import { registrationsInPage } from '../remotes/registrations';
import { parseHash } from '../routing/hash-location';
import { matchRoute } from '../routing/routes';

/** The remote of the page being opened, from the list the shell's page carries; null for the shell's own pages. */
export function landingRegistration(): RemoteRegistration | null {
  const match = matchRoute(parseHash(window.location.hash).pathname, registrationsInPage()?.registrations ?? []);
  return match.kind === 'remote' ? match.registration : null;
}

/**
 * The landing remote's manifest asked for as soon as the page being opened is known, before the
 * federation runtime's chunk has run (about 0.2 s of a slowed CPU): the runtime's own
 * `fetch(manifest)` then takes this answer, as a preload matching its request.
 */
export function preloadLandingManifest() {
  const registration = landingRegistration();
  if (!registration) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'fetch');
  link.crossOrigin = 'anonymous';
  link.href = registration.manifest;
  document.head.append(link);
}
