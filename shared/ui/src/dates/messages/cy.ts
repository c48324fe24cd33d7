// The date display's words in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU.
import type { Translation } from '@homework/platform/messages';
import type { DateMessages } from './en';

const cy: Translation<DateMessages> = {
  'date.today': 'Heddiw',
  'date.tomorrow': 'Yfory',
  'date.yesterday': 'Ddoe',
  'date.last': '{day} diwethaf',
};

export default cy;
