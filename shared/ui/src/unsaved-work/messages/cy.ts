// Unsaved work's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { UnsavedMessages } from './en';

const cy: Translation<UnsavedMessages> = {
  'leave.title': 'Gadael heb gadw?',
  'leave.content': 'Dydy eich newidiadau ddim wedi’u cadw. Os byddwch chi’n gadael nawr, byddan nhw’n cael eu colli.',
  'leave.ok': 'Gadael',
  'leave.cancel': 'Aros',
  'kept.restore': 'Adfer',
  'kept.discard': 'Taflu',
};

export default cy;
