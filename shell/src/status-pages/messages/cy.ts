// The status pages' messages (01 §2): Welsh (decision 0040). NEEDS A WELSH SPEAKER'S REVIEW (docs/welsh-terms.md).
// Apostrophes are ’ (U+2019): an ASCII one starts a quotation in ICU MessageFormat.
import type { Translation } from '@homework/platform/messages';
import type { StatusPageMessages } from './en';

const cy: Translation<StatusPageMessages> = {
  'status.unauthorised.title': 'Mynediad heb awdurdod',
  'status.unauthorised.signedIn': 'Rydych chi wedi mewngofnodi’n llwyddiannus, ond does gennych chi ddim mynediad i’r porth hwn. Cysylltwch â’ch gweinyddwr.',
  'status.unauthorised.register': 'Cyn mewngofnodi, gwnewch yn siŵr eich bod wedi cofrestru, neu cysylltwch â’ch ysgol os nad ydych wedi cael e-bost cofrestru.',
  'status.unauthorised.fetch': 'Heb awdurdod',
  'status.unauthorised.product.parent': 'Porth Rhieni',
  'status.unauthorised.product.options': 'Opsiynau',
  'status.signedOut.title': 'Wedi allgofnodi',
  'status.signedOut.body': 'Rydych chi bellach wedi allgofnodi o’r system.',
  'status.signedOut.signIn': 'Mewngofnodi',
  'status.noLicenses.title': 'Dim mynediad ar gael',
  'status.noLicenses.body': 'Dyw’r cynnyrch ymgysylltu ddim ar gael i’ch ysgol ar hyn o bryd.',
  'status.notAvailable.body': 'Dyw’r dudalen hon ddim ar gael.',
  'status.notAvailable.choose': 'Dewiswch dudalen o’r ddewislen.',
};

export default cy;
