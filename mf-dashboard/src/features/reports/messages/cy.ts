// The Reports page's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { ReportMessages } from './en';

const cy: Translation<ReportMessages> = {
  'reports.page': 'Adroddiadau',
  'reports.title': 'Adroddiad cyflwyno',
  'reports.sortBy': 'Trefnu yn ôl',
  'reports.total': 'Cyfanswm',
  'sort.nameAsc': 'Enw (A i Z)',
  'sort.desc': '{figure} (uchaf yn gyntaf)',
};

export default cy;
