// @homework/ui's Welsh messages for the first screens' parts (decision 0040). NEEDS A WELSH
// SPEAKER'S REVIEW: written from the term banks in docs/welsh-terms.md, not yet read by a Welsh
// speaker. Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { UiMessages } from './en';

const cy: Translation<UiMessages> = {
  'load.retry': 'Rhoi cynnig arall',
  'assigned.title': 'Wedi’i osod i',
  'assigned.none': 'Dim disgyblion wedi’u dewis',
  'assigned.groups': '{count, plural, zero {{n} grŵp} one {{n} grŵp} two {{n} rŵp} few {{n} grŵp} many {{n} grŵp} other {{n} o grwpiau}}',
  'assigned.students': '{count, plural, zero {{n} disgybl} one {{n} disgybl} two {{n} ddisgybl} few {{n} disgybl} many {{n} disgybl} other {{n} o ddisgyblion}}',
  'assigned.previews': 'Grwpiau a disgyblion a ddewiswyd',
  'assigned.remove': 'Tynnu {label}',
  'assigned.more': '+ {count} arall',
  'date.today': 'Heddiw',
  'date.tomorrow': 'Yfory',
  'date.yesterday': 'Ddoe',
  'date.last': '{day} diwethaf',
};

export default cy;
