// The one remote area: an element inside the layout; each application mounts into its own child
// container there, created at mount and removed at unmount so that nothing is left behind.
export const REMOTE_AREA_ID = 'remote-area';

export function findRemoteArea(doc: Document = document): HTMLElement | null {
  return doc.getElementById(REMOTE_AREA_ID);
}

/** Waits for the layout to render the remote area (single-spa may act before React commits). */
export function waitForRemoteArea(timeoutMs = 5000, doc: Document = document): Promise<HTMLElement | null> {
  const found = findRemoteArea(doc);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const area = findRemoteArea(doc);
      if (area) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(area);
      }
    });
    observer.observe(doc.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(findRemoteArea(doc));
    }, timeoutMs);
  });
}

export async function createAppContainer(name: string, doc: Document = document): Promise<HTMLElement> {
  const area = await waitForRemoteArea(undefined, doc);
  const container = doc.createElement('div');
  container.dataset.remote = name;
  container.className = 'remote-app';
  (area ?? doc.createElement('div')).appendChild(container);
  return container;
}
