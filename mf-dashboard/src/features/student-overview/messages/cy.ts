// The Student Overview's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { OverviewMessages } from './en';

const cy: Translation<OverviewMessages> = {
  'overview.title': 'Trosolwg disgyblion',
  'overview.export': 'Allforio',
  'overview.exportFailed': 'Nid oedd modd allforio. Rhowch gynnig arall arni.',
  'overview.failed': 'Nid oedd modd llwytho’r disgyblion. Rhowch gynnig arall arni yn nes ymlaen.',
  'overview.orderBy': 'Trefnu yn ôl',
  'overview.students': 'Disgyblion',
  'overview.empty': 'Nid oes disgyblion yn cyfateb i’ch dewis.',
  'overview.note':
    'I’w gyflwyno: heb ei gyflwyno a heb fynd dros amser eto, gan gynnwys gwaith cartref na all y disgybl ei weld eto (Wedi’i osod (dyddiad cyflwyno) a Heb ei osod yng ngolwg y disgybl). Heb ei gyflwyno: mwy nag un diwrnod ar ôl y dyddiad cyflwyno.',
  'col.name': 'Enw',
  'col.reg': 'Grŵp cofrestru',
  'col.year': 'Blwyddyn',
  'col.handIns': 'Cyflwyniadau',
  'sort.nameAsc': 'Enw (A i Z)',
  'sort.desc': '{figure} (uchaf yn gyntaf)',
  'sort.asc': '{figure} (isaf yn gyntaf)',
  'cell.line': '{name}: {percentage} ({count} o {total})',
  'cell.none': 'Dim i’w gyflwyno',
};

export default cy;
