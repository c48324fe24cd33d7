// Stored descriptions are HTML from the editor; before one is shown it is cleaned with DOMPurify to the
// tags the toolbar makes (the server cleans on save as well; this does not rely on it). No scripts,
// no event handlers, no styles, no images; links only to http, https and mailto, opening in a new tab
// without access to this window. It also reads Quill's own forms: its lists (<ol> with
// data-list="bullet") become <ul>/<ol>, and the non-breaking spaces Quill 2 writes for every space
// become ordinary ones, so that lines wrap.
import createDOMPurify, { type DOMPurify } from 'dompurify';

const ALLOWED_TAGS = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's',
  'ol', 'ul', 'li', 'blockquote', 'code', 'pre', 'a', 'span', 'div',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'data-list'];
const QUILL_CLASS = /^ql-(ui|code-block|code-block-container|syntax|indent-[1-8]|align-(center|right|justify))$/;
// Checked in a hook rather than through DOMPurify's ALLOWED_URI_REGEXP, which it also applies to the
// values of other attributes (data-list="bullet" would fail it).
const ALLOWED_HREF = /^(?:https?:|mailto:)/i;

let purifier: DOMPurify | null = null;

/** One DOMPurify of our own, so that its hooks never touch another user's instance. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'class') return;
    const kept = data.attrValue.split(/\s+/).filter((name) => QUILL_CLASS.test(name));
    if (kept.length === 0) data.keepAttr = false;
    else data.attrValue = kept.join(' ');
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href')?.trim();
    if (href && !ALLOWED_HREF.test(href)) node.removeAttribute('href');
    if (node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return (purifier = instance);
}

/** Quill 2 writes every list as <ol> whose items say data-list="bullet" or "ordered". */
function toSemanticLists(root: HTMLElement) {
  for (const list of [...root.querySelectorAll('ol')]) {
    const items = [...list.children].filter((child) => child.tagName === 'LI');
    if (!items.some((item) => item.hasAttribute('data-list'))) continue;
    // Runs of items of one kind each become one list.
    const runs: { kind: 'ul' | 'ol'; items: Element[] }[] = [];
    for (const item of items) {
      const kind = item.getAttribute('data-list') === 'bullet' ? 'ul' : 'ol';
      if (runs.at(-1)?.kind === kind) runs.at(-1)!.items.push(item);
      else runs.push({ kind, items: [item] });
    }
    for (const run of runs) {
      const replacement = root.ownerDocument.createElement(run.kind);
      for (const item of run.items) {
        item.removeAttribute('data-list');
        replacement.appendChild(item);
      }
      list.before(replacement);
    }
    list.remove();
  }
  // Quill's list markers are drawn by its own style sheet; outside the editor they are empty spans.
  root.querySelectorAll('span.ql-ui').forEach((marker) => marker.remove());
}

function withOrdinarySpaces(root: HTMLElement) {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.includes('\u00a0')) node.nodeValue = node.nodeValue.replace(/\u00a0/g, ' ');
  }
}

/** The description's HTML, safe to put into the page. */
export function sanitiseDescription(html: string): string {
  if (!html) return '';
  const body = getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM: true,
  }) as HTMLElement; // RETURN_DOM answers the <body> holding the clean content
  toSemanticLists(body);
  withOrdinarySpaces(body);
  return body.innerHTML.trim();
}
