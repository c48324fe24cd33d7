// The School data page's Welsh messages (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW
// (docs/welsh-terms.md). Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { SchoolDataMessages } from './en';

const cy: Translation<SchoolDataMessages> = {
  'page.title': 'Data’r ysgol',
  cancel: 'Canslo',

  'import.title': 'Pobl a dosbarthiadau',
  'import.about':
    'Allforiwch ffeil CSV OneRoster 1.2 (ffeil .zip) o system wybodaeth eich ysgol. Gwiriwch hi yn gyntaf: does dim yn newid nes i chi ei mewnforio. Mae pobl sydd ddim yn y ffeil mwyach yn cael eu nodi fel rhai sydd wedi gadael, a chedwir eu gwaith cartref.',
  'import.file': 'Ffeil OneRoster (.zip)',
  'import.check': 'Gwirio',
  'import.import': 'Mewnforio',
  'import.uploadOf': 'Llwytho {file} i fyny',
  'import.ask': 'Mewnforio’r ffeil hon?',
  'import.changes': 'Mae hyn yn newid pobl a dosbarthiadau eich ysgol:',
  'import.change': '{kind}: {added} wedi’u hychwanegu, {changed} wedi’u newid, {removed}',
  'file.choose': 'Dewiswch y ffeil .zip a allforiodd system wybodaeth eich ysgol.',
  'file.notSupported': 'Ni chefnogir “{file}”',
  'file.tooLarge': 'Mae {file} yn fwy na {mb} MB, y mwyaf y caiff ffeil data ysgol fod.',
  'progress.uploading': 'Yn llwytho {file} i fyny: {percent}%',
  'progress.checking': 'Yn gwirio {file}…',
  'progress.importing': 'Yn mewnforio {file}…',

  'answer.problems':
    '{count, plural, zero {# problem} one {Problem} two {# broblem} few {# phroblem} many {# phroblem} other {# o broblemau}}: ni newidiwyd dim',
  'answer.problemsInFile':
    '{count, plural, zero {# problem} one {Problem} two {# broblem} few {# phroblem} many {# phroblem} other {# o broblemau}} yn y ffeil: ni newidiwyd dim',
  'answer.nothingWould': 'Ni fyddai dim yn newid: mae’r ysgol eisoes yn cyfateb i’r ffeil hon.',
  'answer.nothingDid': 'Ni newidiodd dim: roedd yr ysgol eisoes yn cyfateb i’r ffeil hon.',
  'answer.would': 'Beth fyddai mewnforio’r ffeil hon yn ei newid',
  'answer.did': 'Wedi’i mewnforio: beth newidiodd',
  'answer.notes':
    '{count, plural, zero {Derbyniwyd gyda # nodyn} one {Derbyniwyd gyda nodyn} two {Derbyniwyd gyda # nodyn} few {Derbyniwyd gyda # nodyn} many {Derbyniwyd gyda # nodyn} other {Derbyniwyd gyda # o nodiadau}}',
  'answer.removed': '{as, select, left {{count} wedi gadael} other {{count} wedi’u tynnu}}',
  'answer.line': 'llinell {line}',
  'answer.column': 'colofn {column}',
  'answer.fixFile': 'Cywirwch y rhain yn eich system wybodaeth, allforiwch y ffeil eto a’i gwirio.',
  'answer.fixSuite':
    'Mae’r ffeil yn iawn: yr hyn sy’n ei hatal yw cofnod a wnaed yn y gyfres, na all eich system wybodaeth ei newid. Cywirwch ef fel y dywed y broblem, yna gwiriwch y ffeil eto.',
  'answer.fixBoth':
    'Cywirwch broblemau’r ffeil yn eich system wybodaeth a’i hallforio eto; cofnodion a wnaed yn y gyfres yw’r lleill, i’w cywiro fel y dywed pob un. Yna gwiriwch y ffeil eto.',
  'answer.records': 'Cofnodion',
  'answer.added': 'Wedi’u hychwanegu',
  'answer.changed': 'Wedi’u newid',
  'answer.removedOrLeft': 'Wedi’u tynnu neu wedi gadael',
  'answer.where': 'Ble',
  'answer.problem': 'Beth sydd o’i le',
  'answer.note': 'Nodyn',

  'inv.title': 'Gwahoddiadau',
  'inv.about':
    'Mae staff sydd heb gyfrinair eto yn cael e-bost gyda dolen i osod un. Mae’r ddolen yn gweithio unwaith, am 7 diwrnod; ni anfonir ail un at neb tra bo’u dolen yn dal i weithio.',
  'inv.send': 'Anfon gwahoddiadau',
  'inv.ask': 'Anfon gwahoddiadau?',
  'inv.counting': 'Yn cyfrif y staff i’w gwahodd',
  'inv.will':
    '{count, plural, zero {Bydd # aelod} one {Bydd # aelod} two {Bydd # aelod} few {Bydd # aelod} many {Bydd # aelod} other {Bydd # o aelodau}} o staff yn cael e-bost gwahoddiad.',
  'inv.sent':
    'Anfonwyd gwahoddiadau: {count, plural, zero {bydd # aelod} one {bydd # aelod} two {bydd # aelod} few {bydd # aelod} many {bydd # aelod} other {bydd # o aelodau}} o staff yn cael e-bost gyda dolen i osod cyfrinair.',
  'inv.none': 'Does neb i’w wahodd: mae gan bob aelod o staff gyfrinair, neu ddolen sy’n dal i aros i’w defnyddio.',
  'inv.withoutEmail': 'Heb eu gwahodd, gan nad oes ganddyn nhw gyfeiriad e-bost: {names}.',

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
