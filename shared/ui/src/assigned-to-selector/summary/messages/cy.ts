// The assigned-to selector's summary in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU.
import type { Translation } from '@homework/platform/messages';
import type { SummaryMessages } from './en';

const cy: Translation<SummaryMessages> = {
  'assigned.title': 'Wedi’i osod i',
  'assigned.none': 'Dim disgyblion wedi’u dewis',
  'assigned.groups': '{count, plural, zero {{n} grŵp} one {{n} grŵp} two {{n} rŵp} few {{n} grŵp} many {{n} grŵp} other {{n} o grwpiau}}',
  'assigned.students': '{count, plural, zero {{n} disgybl} one {{n} disgybl} two {{n} ddisgybl} few {{n} disgybl} many {{n} disgybl} other {{n} o ddisgyblion}}',
  'assigned.previews': 'Grwpiau a disgyblion a ddewiswyd',
  'assigned.remove': 'Tynnu {label}',
  'assigned.more': '+ {count} arall',
};

export default cy;
