// The message box holds plain text; Notify takes the body as HTML (the service sanitises it as rich
// text and mails it with a plain-text part). A paragraph per line, the text escaped, and the link
// toolbar's `[text | url]` markup made a link, for the web addresses the editor's rule allows.
import { normaliseWebAddress, plainTextToHtml } from '@homework/ui';

const LINK_MARKUP = /\[([^[\]|]*) \| ([^[\]\s|]+)\]/g;
const attribute = (text: string) => text.replace(/"/g, '&quot;');

export function messageHtml(text: string): string {
  return plainTextToHtml(text).replace(LINK_MARKUP, (markup, display: string, escapedAddress: string) => {
    const address = normaliseWebAddress(escapedAddress.replace(/&amp;/g, '&'));
    if (!address) return markup;
    const href = attribute(address.replace(/&/g, '&amp;'));
    return `<a href="${href}">${display.trim() || href}</a>`;
  });
}
