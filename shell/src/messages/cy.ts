// The shell's Welsh messages (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW: written from the term
// banks in docs/welsh-terms.md, not yet read by a Welsh speaker; the language choice says so.
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { ShellMessages } from './en';

const cy: Translation<ShellMessages> = {
  'app.signingIn': 'Yn mewngofnodi…',
  'app.signingOut': 'Yn allgofnodi…',
  'app.loading': 'Yn llwytho…',

  'userMenu.button': 'Dewislen defnyddiwr',
  'userMenu.buttonOf': 'Dewislen defnyddiwr, {initials} ({name})',
  'userMenu.profile': 'Fy mhroffil',
  'userMenu.signOut': 'Allgofnodi',
  'userMenu.signIn': 'Mewngofnodi',
  'footer.help': 'Cymorth - Porth Ymgysylltu',
  'layout.mainMenu': 'Prif ddewislen',
  'layout.skipToMain': 'Neidio i’r prif gynnwys',
  'layout.menuToggle': 'Dewislen',
  'layout.breadcrumb': 'Briwsion bara',

  'language.label': 'Iaith',
  'language.reviewNote': 'Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.',
  'language.notSaved': 'Doedd dim modd cadw eich dewis iaith. Mae’n berthnasol i’r dudalen hon yn unig nes i chi ddewis eto.',

  'status.unauthorised.title': 'Mynediad heb awdurdod',
  'status.unauthorised.signedIn': 'Rydych chi wedi mewngofnodi’n llwyddiannus, ond does gennych chi ddim mynediad i’r porth hwn. Cysylltwch â’ch gweinyddwr.',
  'status.unauthorised.register': 'Cyn mewngofnodi, gwnewch yn siŵr eich bod wedi cofrestru, neu cysylltwch â’ch ysgol os nad ydych wedi cael e-bost cofrestru.',
  'status.unauthorised.fetch': 'Heb awdurdod',
  'status.signedOut.title': 'Wedi allgofnodi',
  'status.signedOut.body': 'Rydych chi bellach wedi allgofnodi o’r system.',
  'status.signedOut.signIn': 'Mewngofnodi',
  'status.noLicenses.title': 'Dim mynediad ar gael',
  'status.noLicenses.body': 'Dyw’r cynnyrch ymgysylltu ddim ar gael i’ch ysgol ar hyn o bryd.',
  'status.notAvailable.body': 'Dyw’r dudalen hon ddim ar gael.',
  'status.notAvailable.choose': 'Dewiswch dudalen o’r ddewislen.',

  'signOut.title': 'Allgofnodi a dileu eich gwaith heb ei gadw?',
  'signOut.keep': 'Ei gadw ac allgofnodi',
  'signOut.discard': 'Dileu ac allgofnodi',
  'signOut.cancel': 'Canslo',
  // Welsh counts in six forms (Intl.PluralRules('cy'): zero, one, two, few, many, other): a noun after
  // a numeral stays singular, 2 softens it (dau ddrafft), and larger numbers take "o" and the plural.
  'signOut.drafts':
    'Mae gennych chi {drafts, plural, zero {{drafts} drafft heb eu cadw} one {{drafts} drafft heb ei gadw} two {{drafts} ddrafft heb eu cadw} few {{drafts} drafft heb eu cadw} many {{drafts} drafft heb eu cadw} other {{drafts} o ddrafftiau heb eu cadw}} ar y cyfrifiadur hwn (graddau, sylwadau, negeseuon neu waith cartref roeddech chi’n eu hysgrifennu). ' +
    'Mae allgofnodi’n eu dileu, fel na all neb arall sy’n defnyddio’r cyfrifiadur hwn eu darllen. Cadwch nhw dim ond os mai chi yn unig sy’n defnyddio’r cyfrifiadur hwn.',
  'signOut.waiting':
    'Mae gennych chi {waiting, plural, zero {{waiting} newid marcio} one {{waiting} newid marcio} two {{waiting} newid marcio} few {{waiting} newid marcio} many {{waiting} newid marcio} other {{waiting} o newidiadau marcio}} heb eu hanfon eto (wedi’u gwneud tra oedd y cysylltiad i lawr)' +
    '{drafts, plural, =0 {} one { ac {drafts} drafft heb ei gadw} two { a {drafts} ddrafft heb eu cadw} few { a {drafts} drafft heb eu cadw} many { a {drafts} drafft heb eu cadw} other { a {drafts} o ddrafftiau heb eu cadw}} ar y cyfrifiadur hwn. ' +
    'Mae allgofnodi’n eu dileu, fel na all neb arall sy’n defnyddio’r cyfrifiadur hwn eu darllen. ' +
    'Cadwch nhw dim ond os mai chi yn unig sy’n defnyddio’r cyfrifiadur hwn: byddan nhw’n cael eu hanfon y tro nesaf y byddwch chi’n mewngofnodi yma.',
};

export default cy;
