// The School data page's languages section: Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { SchoolDataMessages } from './en';

const cy: Translation<SchoolDataMessages> = {
  'languages.title': 'Ieithoedd',
  'languages.about':
    'Iaith yr ysgol yw iaith pawb nes iddyn nhw ddewis eu hiaith eu hunain yn newislen y defnyddiwr. Mae post at rieni a disgyblion yn mynd yn yr iaith a ddewisir yma; yn y ddwy, daw’r Gymraeg yn gyntaf.',
  'languages.school': 'Iaith yr ysgol',
  'languages.mail': 'Post at rieni a disgyblion',
  'languages.mail.both': 'Y ddwy, Cymraeg yn gyntaf',
  'languages.save': 'Cadw’r ieithoedd',
  'languages.saved': 'Wedi’u cadw.',
  'languages.loading': 'Yn llwytho ieithoedd yr ysgol',
};

export default cy;
