// The assigned-to selector's popout's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU.
import type { Translation } from '@homework/platform/messages';
import type { PopoutMessages } from './en';

const cy: Translation<PopoutMessages> = {
  'popout.selected': '{total, plural, zero {{n} disgybl} one {{n} disgybl} two {{n} ddisgybl} few {{n} disgybl} many {{n} disgybl} other {{n} o ddisgyblion}} wedi’u dewis i gyd',
  'popout.counting': '... wedi’u dewis i gyd',
  'popout.clearAll': 'Clirio’r cyfan',
  'popout.done': 'Gorffen',
  'popout.loadFailed': 'Methwyd llwytho’r grwpiau neu’r disgyblion. {error}',
  'popout.search': 'Chwilio',
  'popout.searchLabel': 'Chwilio grwpiau a disgyblion',
  'popout.groups': 'Grwpiau',
  'popout.students': 'Disgyblion',
  'popout.select': 'Dewis {name}',
  'popout.selectAll': 'Dewis y cyfan',
  'popout.name': 'Enw',
  'popout.year': 'Blwyddyn',
  'popout.reg': 'Cofrestru',
  'popout.noGroups': 'Dim grwpiau wedi’u canfod',
  'popout.noStudents': 'Dim disgyblion wedi’u canfod',
  'group.subjectClass': 'Dosbarthiadau pwnc',
  'group.registration': 'Grwpiau cofrestru',
  'group.year': 'Blynyddoedd',
  'group.userDefined': 'Wedi’u diffinio gan ddefnyddiwr',
  'group.preAdmission': 'Cyn derbyn',
};

export default cy;
