// A closing dialog, drawer or popup that never hears its animation end is told it has. antd's
// motions (@rc-component/motion) take an element off the page only when the browser reports the
// end of its leave animation on it, and antd's Modal sets no deadline to stop waiting. Under a heavy
// load in CI that report was missed now and then, and the Students popout stayed on the screen after
// Done, over the page, with the focus inside it. Once an element has been leaving for longer than
// any of the suite's motions takes, the end is reported for it, as the browser would have, so antd
// ends the motion its own way (the dialog goes and gives the focus back where it was).

/** antd's slowest motion is 0.3 s (`motionDurationSlow`); past this an end that has not come is not coming. */
export const LEAVE_LIMIT_MS = 1_000;

/** Whether an element's classes say it is in a leave motion (`ant-zoom-leave-active`, `ant-fade-leave-active`, …). */
export const isLeaving = (className: string): boolean => /(?:^|\s)[\w-]+-leave-active(?:\s|$)/.test(className);

const leaving = new WeakSet<Element>();

function reportEndIfStillLeaving(element: Element) {
  leaving.delete(element);
  if (!element.isConnected || !isLeaving(element.getAttribute('class') ?? '')) return;
  // @rc-component/motion listens for both, by name, and ends once; it reads only the target.
  element.dispatchEvent(new Event('animationend', { bubbles: true }));
  element.dispatchEvent(new Event('transitionend', { bubbles: true }));
}

function watch(element: Element) {
  if (leaving.has(element) || !isLeaving(element.getAttribute('class') ?? '')) return;
  leaving.add(element);
  setTimeout(() => reportEndIfStillLeaving(element), LEAVE_LIMIT_MS);
}

let observer: MutationObserver | null = null;
let installed = 0;

/** Installs the fallback once for the page (every root's theme asks; one observer serves them all); returns its removal. */
export function installMotionEndFallback(doc: Document = document): () => void {
  if (installed++ === 0) {
    // Only class changes are observed, so every record's target is an element.
    const watching = new MutationObserver((records) => {
      for (const record of records) watch(record.target as Element);
    });
    watching.observe(doc.documentElement, { subtree: true, attributes: true, attributeFilter: ['class'] });
    observer = watching;
  }
  return () => {
    if (--installed === 0) {
      observer?.disconnect();
      observer = null;
    }
  };
}
