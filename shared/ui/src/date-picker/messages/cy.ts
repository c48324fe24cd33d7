// The date picker's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { PickerMessages } from './en';

const cy: Translation<PickerMessages> = {
  'picker.calendar': 'Dewis dyddiad o’r calendr',
  'picker.format': 'DD/MM/BBBB',
};

export default cy;
