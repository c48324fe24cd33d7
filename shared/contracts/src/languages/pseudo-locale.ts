// The pseudo-locale (decision 0040): every text a catalogue gives, marked at both ends and made a
// third longer, so a page shown in it tells at a glance (and a journey by reading it) which texts came
// from no catalogue, and whether a layout holds texts longer than English's, as Welsh's often are.
// A test mode, not a language: it is English marked, whatever the person's language.

/**
 * The address's parameter that turns the pseudo-locale on for this tab (`?pseudo-locale=on`; `off`
 * turns it off), kept in sessionStorage under the same name through sign-in and reloads.
 */
export const PSEUDO_LOCALE_PARAM = 'pseudo-locale';

/** Where a catalogue's text starts and ends in the pseudo-locale. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';
/** What lengthens a text: one for each three characters. */
const PADDING = '·';
/** The pseudo-locale's language tag on the page (en-XA: the tag kept for English pseudo-locales). */
export const PSEUDO_LOCALE_TAG = 'en-XA';

/** A catalogue's text in the pseudo-locale: marked at both ends, a third longer. */
export function pseudoText(text: string): string {
  return `${PSEUDO_OPEN}${text}${PADDING.repeat(Math.ceil(text.length / 3))}${PSEUDO_CLOSE}`;
}

const MARKED = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');

/**
 * What of a text shown in the pseudo-locale came from no catalogue: the text with every marked part
 * taken out (the innermost first, so a catalogue text holding another is taken out whole), trimmed.
 */
export function unmarkedText(shown: string): string {
  let rest = shown;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(MARKED, ' ');
  }
  return rest.replace(/\s+/g, ' ').trim();
}
