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

  'header.engagement': 'Ymgysylltu',
  'header.homework': 'Gwaith Cartref',
  'menu.homework': 'Gwaith Cartref',
  'menu.help': 'Cymorth',
  'menu.sickness': 'Salwch',
  'menu.activities': 'Gweithgareddau',
  'menu.schoolData': 'Data’r ysgol',
  'heading.notAvailable': 'Nid yw’r dudalen ar gael',
  'heading.unauthorised': 'Mynediad heb awdurdod',
  'heading.signedOut': 'Wedi allgofnodi',
  'heading.noLicenses': 'Dim mynediad ar gael',

  'language.label': 'Iaith',
  'language.reviewNote': 'Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.',
  'language.notSaved': 'Doedd dim modd cadw eich iaith: mae’n berthnasol i’r dudalen hon yn unig.',

};

export default cy;
