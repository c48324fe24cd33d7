import { SERVICE_WORKER_PATH } from '@homework/contracts';

/**
 * The suite's service worker (it keeps the start-up scripts compiled, issue 7) for a teacher who is
 * already signed in; the sign-in page installs it otherwise. Once the page has loaded, so that it never
 * competes with the start; asking again also lets the browser find a newer one after a release.
 */
export function installServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const install = () => void win.navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  if (win.document.readyState === 'complete') install();
  else win.addEventListener('load', install, { once: true });
}
