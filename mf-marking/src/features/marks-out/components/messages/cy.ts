// Export marks' dialog in Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { ExportDialogMessages } from './en';

const cy: Translation<ExportDialogMessages> = {
  'out.title': 'Allforio marciau',
  'out.cancel': 'Canslo',
  'out.export': 'Allforio',
  'out.failed': 'Methodd yr allforio. {reason}',
  'out.what': 'Beth i’w allforio',
  'out.thisHomework': 'Y gwaith cartref hwn',
  'out.classTerm': 'Gwaith cartref dosbarth mewn tymor',
  'out.group': 'Dosbarth',
  'out.noGroups': 'Mae’r gwaith cartref hwn wedi’i osod i ddisgyblion yn unig, nid i ddosbarth.',
  'out.term': 'Tymor',
  'out.noTerms': 'Does dim tymhorau wedi’u gosod ar gyfer eich ysgol.',
  'out.format': 'Fformat',
  'out.csv': 'Taenlen (CSV)',
  'out.oneroster': 'Llyfr marciau OneRoster 1.2 (zip) ar gyfer system yr ysgol',
  'out.loading': 'Yn llwytho ...',
};

export default cy;
