// The shell's English messages (decision 0040): the spec's texts exactly as the spec words them
// (`spec()`: never read as ICU), the rest in ICU MessageFormat. Keys are `<where>.<what>`.
import { SCHOOL_DATA_PAGE_TITLE, STATUS_PAGES } from '@homework/contracts';
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

  // The menu, breadcrumbs and document title (01 §1): the shell's own words.
  'header.engagement': spec('Engagement'),
  'header.homework': spec('Homework'),
  'menu.homework': spec('Homework'),
  'menu.help': spec('Help'),
  'menu.sickness': spec('Sickness'),
  'menu.activities': spec('Activities'),
  'menu.schoolData': spec(SCHOOL_DATA_PAGE_TITLE),
  'heading.notAvailable': spec('Page not available'),
  'heading.unauthorised': spec(STATUS_PAGES.unauthorised.title),
  'heading.signedOut': spec(STATUS_PAGES.signedOut.title),
  'heading.noLicenses': spec(STATUS_PAGES.noLicenses.title),

  // The language choice (decision 0040).
  'language.label': 'Language',
  'language.reviewNote': 'The Welsh texts await a Welsh speaker’s review.',
  'language.notSaved': 'Your language could not be saved: it applies to this page only.',

};

export default en;
export type ShellMessages = typeof en;
