// The status pages' messages (01 §2): English (decision 0040): the spec's texts exactly
// as the contracts hold them (`spec()`: never read as ICU).
import { MESSAGES, STATUS_PAGES } from '@homework/contracts';
import { OTHER_PRODUCT_NAMES } from '@homework/contracts/access';
import { spec } from '@homework/platform/messages';

const en = {
  'status.unauthorised.title': spec(STATUS_PAGES.unauthorised.title),
  'status.unauthorised.signedIn': spec(MESSAGES.unauthorisedSignedIn),
  'status.unauthorised.register': spec(MESSAGES.unauthorisedRegister),
  'status.unauthorised.fetch': spec(MESSAGES.unauthorisedFetch),
  'status.unauthorised.product.parent': spec(OTHER_PRODUCT_NAMES.parent),
  'status.unauthorised.product.options': spec(OTHER_PRODUCT_NAMES.options),
  'status.signedOut.title': spec(STATUS_PAGES.signedOut.title),
  'status.signedOut.body': spec(STATUS_PAGES.signedOut.body),
  'status.signedOut.signIn': spec('Sign In'),
  'status.noLicenses.title': spec(STATUS_PAGES.noLicenses.title),
  'status.noLicenses.body': spec(STATUS_PAGES.noLicenses.body),
  'status.notAvailable.body': 'This page is not available.',
  'status.notAvailable.choose': 'Choose a page from the menu.',
};

export default en;
export type StatusPageMessages = typeof en;
