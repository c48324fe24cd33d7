// Rich text as the editor writes it (homework descriptions, message bodies), cleaned with
// sanitize-html to an allow-list of what the editor's toolbar makes: headings, bold, italic,
// underline, lists, blockquote, code, links. Scripts, styles, event handlers, images and other URL
// schemes are dropped. One rule for every service that stores or mails such text.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's',
    'ol', 'ul', 'li', 'blockquote', 'code', 'pre', 'a', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Quill 2 writes every list as <ol> with data-list="bullet" or "ordered" on its items.
    li: ['data-list', 'class'],
    span: ['class', 'contenteditable'],
    div: ['class', 'spellcheck'],
    pre: ['class', 'spellcheck'],
    p: ['class'],
  },
  // Quill's own classes only (code blocks, indents, alignment, list markers).
  allowedClasses: {
    '*': ['ql-code-block', 'ql-code-block-container', 'ql-syntax', 'ql-ui', /^ql-indent-\d$/, /^ql-align-(center|right|justify)$/],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Every link opens in a new tab without access to this window.
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
