// The dashboard's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW: written from the term banks
// in docs/welsh-terms.md, not yet read by a Welsh speaker. Apostrophes are ’ (U+2019): an ASCII one
// starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { DashboardMessages } from './en';

const cy: Translation<DashboardMessages> = {
  'page.title': 'Dangosfwrdd',
  'page.reportLink': 'Adroddiad cyflwyno fel tabl',
  'page.loadingOverview': 'Yn llwytho’r trosolwg disgyblion…',
  'total.title': 'Cyfanswm gwaith cartref',
  'total.figure': '{name}: {count} gwaith cartref',
  'status.title': 'Statws cyflwyno',
  'status.HandedInOnTime': 'Wedi’i gyflwyno',
  'status.HandedInLate': 'Wedi’i gyflwyno’n hwyr',
  'status.Overdue': 'Heb ei gyflwyno',
  'status.Due': 'I’w gyflwyno',
  'widget.download': 'Llwytho CSV {title} i lawr',
  'widget.csv': 'CSV',
  'widget.expand': 'Ehangu',
  'widget.collapse': 'Lleihau',
  'widget.expandOf': 'Ehangu {title}',
  'widget.collapseOf': 'Lleihau {title}',
  'widget.help': 'Cymorth: {title}',
  'widget.sliceBy': 'Rhannu yn ôl',
  'widget.timeframe': 'Amserlen',
  'widget.failed': 'Wps, aeth rhywbeth o’i le',
  'widget.loading': 'Yn llwytho {title}',
  'widget.none': 'Does dim gwaith cartref i’w gyflwyno {range}.',
  'widget.chart': '{title} yn ôl {dimension}, {range}',
  'widget.keys': 'Bysellau saeth, Home ac End: y ffigurau eraill. Escape: cuddio.',
  'widget.links': 'Agor gwaith cartref athro',
  'widget.linksOf': '{title}: gwaith cartref pob athro',
  'dim.subject': 'Pwnc',
  'dim.subjectByYear': 'Blwyddyn/Pwnc',
  'dim.teacher': 'Athrawon',
  'dim.year': 'Blwyddyn',
  'dim.regGroup': 'Grŵp cofrestru',
  'dim.gender': 'Rhywedd',
  'dim.house': 'Tŷ',
  'range.term': 'Y tymor hwn',
  'range.academicYear': 'Eleni',
};

export default cy;
