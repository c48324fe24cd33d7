// The attachments field's Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { AttachmentMessages } from './en';

const cy: Translation<AttachmentMessages> = {
  'attach.button': 'Atodi ffeiliau',
  'attach.drop': 'neu eu gollwng yma (hyd at {size} yr un)',
  'attach.list': 'Atodiadau',
  'attach.download': 'Llwytho {file} i lawr',
  'attach.upload': 'Uwchlwytho {file}',
  'attach.description': 'Disgrifiad',
  'attach.descriptionOf': 'Disgrifiad o {file}',
  'attach.remove': 'Tynnu',
  'attach.removeOf': 'Tynnu {file}',
  'attach.typesFailed': 'Doedd dim modd gwirio’r ffeiliau: ni lwythodd y mathau o ffeil a ganiateir. {error}',
  'attach.openFailed': 'Doedd dim modd agor {file}. {error}',
  'attach.notSupported': 'Ni chefnogir “{file}”',
  'attach.uploadFailed': 'Methodd uwchlwytho’r atodiad “{file}”',
  'attach.tooLarge': 'Rhaid i faint “{file}” fod yn llai na {size}',
  'attach.maxCount': '{count, plural, zero {Dim ond # atodiad y gellir ei atodi} one {Dim ond # atodiad y gellir ei atodi} two {Dim ond # atodiad y gellir eu hatodi} few {Dim ond # atodiad y gellir eu hatodi} many {Dim ond # atodiad y gellir eu hatodi} other {Dim ond # o atodiadau y gellir eu hatodi}}',
  'size.mb': '{size} MB',
  'size.kb': '{size} KB',
  'size.bytes': '{count, plural, zero {{n} beit} one {{n} beit} two {{n} feit} few {{n} beit} many {{n} beit} other {{n} o feitiau}}',
};

export default cy;
