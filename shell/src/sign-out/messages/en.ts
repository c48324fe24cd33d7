// Sign Out's question's messages: English (decision 0040), in ICU MessageFormat.

const en = {
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
export type SignOutMessages = typeof en;
