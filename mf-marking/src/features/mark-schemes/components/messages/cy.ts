// The mark-scheme panel's Welsh messages (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { SchemePanelMessages } from './en';

const cy: Translation<SchemePanelMessages> = {
  'scheme.panel': 'Cynllun marcio: {name}',
  'scheme.hint': 'Dewiswch lefel ar gyfer pob maen prawf: cliciwch arni, neu pwyswch ei rhif (1 i 9, 0 ar gyfer y degfed) tra bo’r ffocws ar y maen prawf.',
  'scheme.level': '{number}. {descriptor} ({points, plural, zero {{points} pwynt} one {1 pwynt} two {{points} bwynt} few {{points} pwynt} many {{points} pwynt} other {{points} o bwyntiau}})',
  'scheme.chosen': 'Lefelau a ddewiswyd: {chosen} o {criteria}. Bydd y radd yn cael ei chyfrifo pan fydd gan bob maen prawf lefel.',
  'scheme.grade': 'Gradd o’r lefelau: {grade}',
};

export default cy;
