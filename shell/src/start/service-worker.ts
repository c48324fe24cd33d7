import { SERVICE_WORKER_PATH } from '@homework/contracts';

/**
 * How long after its page has loaded the signed-in shell waits before it installs the service worker:
 * the landing page's data, charts and styles are still being made then, and the install's downloads
 * and compiling would share the machine with them (decision 0006; a sign-in by password manager
 * otherwise paid for the install in its first start).
 */
export const SHELL_SERVICE_WORKER_DELAY_MS = 5000;

/**
 * The suite's service worker (it keeps the start-up scripts compiled, decision 0006) for a teacher who
 * is already signed in, or who reached sign-in without the shell (a first visit through the shell
 * installs it before sign-in: installServiceWorkerBeforeSignIn below). Once the start has settled:
 * after load, the delay above, then an idle moment. Asking again also lets the browser find a newer
 * one after a release.
 */
export function installServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const install = () => void win.navigator.serviceWorker.register(SERVICE_WORKER_PATH).catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in win ? win.requestIdleCallback(install, { timeout: SHELL_SERVICE_WORKER_DELAY_MS }) : install());
  const afterLoad = () => win.setTimeout(whenIdle, SHELL_SERVICE_WORKER_DELAY_MS);
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/**
 * The longest a first visit waits for the browser to take the worker before it leaves for sign-in: a
 * round trip for its script on a slow link; a worker that takes longer is not worth a later sign-in.
 */
export const SIGN_IN_FIRST_WORKER_WAIT_MS = 1000;

/**
 * Installs the service worker now, for a visitor about to be sent to sign in (decision 0006): its
 * install fetches the start-up files while the browser goes to the sign-in page and back, where a
 * page's own downloads would be cancelled as it leaves. Resolves once the browser has taken it (its
 * install has begun) or after the wait above; never rejects.
 */
export function installServiceWorkerBeforeSignIn(win: Window = window): Promise<void> {
  if (!('serviceWorker' in win.navigator)) return Promise.resolve();
  const taken = win.navigator.serviceWorker.register(SERVICE_WORKER_PATH).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([taken, new Promise<void>((resolve) => win.setTimeout(resolve, SIGN_IN_FIRST_WORKER_WAIT_MS))]);
}
