// Sign Out's question's messages: Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { SignOutMessages } from './en';

const cy: Translation<SignOutMessages> = {
  // Welsh counts in six forms (Intl.PluralRules('cy'): zero, one, two, few, many, other): a noun after
  // a numeral stays singular, 2 softens it (dau ddrafft), and larger numbers take "o" and the plural.
  'signOut.title': 'Allgofnodi a dileu eich gwaith heb ei gadw?',
  'signOut.keep': 'Ei gadw ac allgofnodi',
  'signOut.discard': 'Dileu ac allgofnodi',
  'signOut.cancel': 'Canslo',
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
