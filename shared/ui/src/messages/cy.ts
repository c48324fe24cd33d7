// @homework/ui's Welsh for what every screen may show (decision 0040). NEEDS A WELSH SPEAKER'S
// REVIEW: written from the term banks in docs/welsh-terms.md, not yet read by a Welsh speaker.
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { UiMessages } from './en';

const cy: Translation<UiMessages> = {
  'load.retry': 'Rhoi cynnig arall',
};

export default cy;
