// The file viewers' Welsh messages (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { ViewerMessages } from './en';

const cy: Translation<ViewerMessages> = {
  'zoom.out': 'Chwyddo allan',
  'zoom.in': 'Chwyddo i mewn',
  'zoom.actual': 'Maint gwirioneddol',
  'zoom.keys': 'Bysellau: + a - i chwyddo, 0 maint gwirioneddol',
  'pdf.label': '{label}, {count, plural, zero {{count} tudalen} one {{count} dudalen} two {{count} dudalen} few {{count} tudalen} many {{count} tudalen} other {{count} o dudalennau}}',
  'pdf.page': 'Tudalen {number} o {count}',
  'pdf.notDrawn': 'Doedd dim modd llunio tudalen {number}.',
  'pptx.slide': 'Sleid {number} o {count}',
  'xlsx.noSheets': 'Does gan y llyfr gwaith hwn ddim taflenni i’w dangos.',
  'xlsx.sheet': '{label}, taflen {name}',
  'xlsx.cut': 'Mae’r daflen hon yn fwy nag y gellir ei dangos yma: dangosir y {rows} rhes a’r {columns} colofn gyntaf. Lawrlwythwch y ffeil i’w gweld i gyd.',
  'xlsx.empty': 'Mae’r daflen hon yn wag.',
  'file.damaged': 'Mae’r ffeil wedi’i difrodi.',
};

export default cy;
