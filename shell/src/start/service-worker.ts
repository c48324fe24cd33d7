import { SERVICE_WORKER_PATH } from '@homework/contracts';

/**
 * How long after its page has loaded the signed-in shell waits before it installs the service worker:
 * the landing page's data, charts and styles are still being made then, and the install's downloads
 * and compiling would share the machine with them (issue 7; a sign-in by password manager otherwise
 * paid for the install in its first start).
 */
export const SHELL_SERVICE_WORKER_DELAY_MS = 5000;

/**
 * The suite's service worker (it keeps the start-up scripts compiled, issue 7) for a teacher who is
 * already signed in, or who signed in before the sign-in page installed it. Once the start has
 * settled: after load, the delay above, then an idle moment. Asking again also lets the browser find a
 * newer one after a release.
 */
export function installServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const install = () => void win.navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in win ? win.requestIdleCallback(install, { timeout: SHELL_SERVICE_WORKER_DELAY_MS }) : install());
  const afterLoad = () => win.setTimeout(whenIdle, SHELL_SERVICE_WORKER_DELAY_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}
