// The recipient preview's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { PreviewMessages } from './en';

const cy: Translation<PreviewMessages> = {
  'preview.open': 'Rhagweld y dewis',
  'preview.title': 'Rhagolwg o’r derbynwyr',
  'preview.close': 'Cau',
  'preview.loadFailed': 'Methwyd llwytho’r derbynwyr. {error}',
  'preview.perChild': ' — mae rhiant yn cael un neges am bob un o’u plant a ddewiswyd.',
  'preview.students': 'Disgyblion',
  'preview.parents': 'Rhieni',
  'preview.studentCount': '{count, plural, zero {{n} disgybl} one {{n} disgybl} two {{n} ddisgybl} few {{n} disgybl} many {{n} disgybl} other {{n} o ddisgyblion}}',
  'preview.parentCount': '{count, plural, zero {{n} rhiant} one {{n} rhiant} two {{n} riant} few {{n} rhiant} many {{n} rhiant} other {{n} o rieni}}',
  'preview.studentsList': 'Rhestr disgyblion',
  'preview.parentsList': 'Rhestr rhieni',
  'preview.noStudents': 'Dim disgyblion wedi’u dewis',
  'preview.noParents': 'Dim rhieni',
  'preview.registered': 'Wedi cofrestru',
  'preview.notRegistered': 'Heb gofrestru',
  'preview.name': 'Enw',
  'preview.year': 'Blwyddyn',
  'preview.reg': 'Cofrestru',
  'preview.studentNames': 'Enwau’r disgyblion',
  'summary.students': '{count, plural, zero {{n} disgybl} one {{n} disgybl} two {{n} ddisgybl} few {{n} disgybl} many {{n} disgybl} other {{n} o ddisgyblion}}',
  'summary.parents': '{count, plural, zero {{n} rhiant} one {{n} rhiant} two {{n} riant} few {{n} rhiant} many {{n} rhiant} other {{n} o rieni}}',
  'summary.messages': '{count, plural, zero {{n} neges} one {{n} neges} two {{n} neges} few {{n} neges} many {{n} neges} other {{n} o negeseuon}}',
};

export default cy;
