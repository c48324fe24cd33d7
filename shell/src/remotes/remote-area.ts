// The one remote area: an element inside the layout; each application mounts into its own child
// container there, created at mount and removed at unmount so that nothing is left behind.
export const REMOTE_AREA_ID = 'remote-area';

/** How long a mount waits for the area before the remote renders into its container off the page. */
export const REMOTE_AREA_WAIT_MS = 5000;

export function findRemoteArea(doc: Document = document): HTMLElement | null {
  return doc.getElementById(REMOTE_AREA_ID);
}

/** Calls `found` with the area once the layout has rendered it; returns how to stop watching. */
function whenRemoteArea(doc: Document, found: (area: HTMLElement) => void): () => void {
  const observer = new MutationObserver(() => {
    const area = findRemoteArea(doc);
    if (area) {
      observer.disconnect();
      found(area);
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** What still watches for the area, for each container not yet in it. */
const watching = new WeakMap<HTMLElement, () => void>();

/**
 * A new container for an application, in the remote area. The layout may render the area after
 * single-spa mounts (React commits later): the mount waits for it up to `waitMs`, and a layout that
 * comes later still gets the container then, already rendered, rather than leaving it off the page.
 */
export function createAppContainer(name: string, doc: Document = document, waitMs = REMOTE_AREA_WAIT_MS): Promise<HTMLElement> {
  const container = doc.createElement('div');
  container.dataset.remote = name;
  container.className = 'remote-app';
  const area = findRemoteArea(doc);
  if (area) {
    area.appendChild(container);
    return Promise.resolve(container);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(container), waitMs);
    const stop = whenRemoteArea(doc, (found) => {
      watching.delete(container);
      clearTimeout(timer);
      found.appendChild(container);
      resolve(container);
    });
    watching.set(container, stop);
  });
}

/** Removes a container at unmount, and stops waiting for the area if it never came. */
export function removeAppContainer(container: HTMLElement): void {
  watching.get(container)?.();
  watching.delete(container);
  container.remove();
}
