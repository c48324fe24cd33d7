// The widgets' help popups' Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { HelpMessages } from './en';

const cy: Translation<HelpMessages> = {
  'total': 'Faint o waith cartref sydd i’w gyflwyno yn yr amserlen, wedi’i rannu yn ôl y gwerth a ddewiswch. Mae gwaith cartref a osodwyd i ddisgyblion mewn sawl blwyddyn, grŵp neu dŷ yn cyfrif unwaith ym mhob un.',
  'status': 'Cyflwyniad pob disgybl ar gyfer gwaith cartref i’w gyflwyno yn yr amserlen: wedi’i gyflwyno mewn pryd, wedi’i gyflwyno’n hwyr, heb ei gyflwyno (mwy na diwrnod ar ôl y dyddiad cyflwyno) neu i’w gyflwyno o hyd. Nid yw disgyblion a dynnwyd yn cael eu cyfrif.',
};

export default cy;
