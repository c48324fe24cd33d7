// The 'Add Link' rule (01 "Editor pieces"): display text and web address become `[text | url]`
// in the description; without a web address nothing is inserted.

const ALLOWED_SCHEMES = ['http:', 'https:', 'mailto:'];

/**
 * A web address fit for a link: trimmed, https:// added when no scheme is given ('www.bbc.co.uk'),
 * only http, https and mailto; null when empty, when it has spaces inside, or for any other scheme
 * (a 'javascript:' address must never become a link).
 */
export function normaliseWebAddress(url: string): string | null {
  const address = url.trim();
  if (!address || /\s/.test(address)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(address)?.[1]?.toLowerCase();
  if (scheme && !/^[a-z][a-z0-9+.-]*:\d/i.test(address)) {
    return ALLOWED_SCHEMES.includes(scheme) && address.length > scheme.length ? address : null;
  }
  return `https://${address.replace(/^\/\//, '')}`;
}

/**
 * `[text | url]`, or null when there is no usable web address. The display text defaults to the
 * address; characters that would end the markup early ('[', ']', '|') are left out of the text and
 * percent-encoded in the address.
 */
export function linkMarkup(text: string, url: string): string | null {
  const address = normaliseWebAddress(url);
  if (!address) return null;
  const safeAddress = address.replace(/\|/g, '%7C').replace(/\[/g, '%5B').replace(/\]/g, '%5D');
  const display = text.replace(/[[\]|]/g, '').replace(/\s+/g, ' ').trim() || safeAddress;
  return `[${display} | ${safeAddress}]`;
}
