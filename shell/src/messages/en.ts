// The shell's English messages (decision 0040): the spec's texts exactly as the spec words them
// (`spec()`: never read as ICU), the rest in ICU MessageFormat. Keys are `<where>.<what>`.
import { MESSAGES, STATUS_PAGES } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  // While the shell waits (app/).
  'app.signingIn': 'Signing in…',
  'app.signingOut': 'Signing out…',
  'app.loading': 'Loading…',

  // The user menu (01 §1).
  'userMenu.button': spec('User menu'),
  'userMenu.buttonOf': 'User menu, {initials} ({name})',
  'userMenu.profile': spec('My Profile'),
  'userMenu.signOut': spec('Sign Out'),
  'userMenu.signIn': spec('Sign In'),
  'footer.help': spec('Help - Engagement Portal'),
  'layout.mainMenu': 'Main menu',
  'layout.skipToMain': 'Skip to main content',
  'layout.menuToggle': 'Menu',
  'layout.breadcrumb': 'Breadcrumb',

  // The language choice (decision 0040).
  'language.label': 'Language',
  'language.reviewNote': 'The Welsh texts are waiting for a Welsh speaker’s review.',
  'language.notSaved': 'Your choice of language could not be saved. It applies on this page only until you choose again.',

  // The status pages (01 §2).
  'status.unauthorised.title': spec(STATUS_PAGES.unauthorised.title),
  'status.unauthorised.signedIn': spec(MESSAGES.unauthorisedSignedIn),
  'status.unauthorised.register': spec(MESSAGES.unauthorisedRegister),
  'status.unauthorised.fetch': spec(MESSAGES.unauthorisedFetch),
  'status.signedOut.title': spec(STATUS_PAGES.signedOut.title),
  'status.signedOut.body': spec(STATUS_PAGES.signedOut.body),
  'status.signedOut.signIn': spec('Sign In'),
  'status.noLicenses.title': spec(STATUS_PAGES.noLicenses.title),
  'status.noLicenses.body': spec(STATUS_PAGES.noLicenses.body),
  'status.notAvailable.body': 'This page is not available.',
  'status.notAvailable.choose': 'Choose a page from the menu.',

  // The question before Sign Out discards unsaved work (sign-out/).
  'signOut.title': 'Sign out and discard your unsaved work?',
  'signOut.keep': 'Keep it and sign out',
  'signOut.discard': 'Discard and sign out',
  'signOut.cancel': 'Cancel',
  'signOut.drafts':
    'You have {drafts, plural, one {{drafts} unsaved draft} other {{drafts} unsaved drafts}} on this computer (grades, comments, messages or homework you were writing). ' +
    'Signing out discards them, so that nobody else using this computer can read them. Keep them only if this computer is yours alone.',
  'signOut.waiting':
    'You have {waiting, plural, one {{waiting} marking change} other {{waiting} marking changes}} not sent yet (made while the connection was down)' +
    '{drafts, plural, =0 {} one { and {drafts} unsaved draft} other { and {drafts} unsaved drafts}} on this computer. ' +
    'Signing out discards them, so that nobody else using this computer can read them. ' +
    'Keep them only if this computer is yours alone: they are sent when you next sign in here.',
};

export default en;
export type ShellMessages = typeof en;
