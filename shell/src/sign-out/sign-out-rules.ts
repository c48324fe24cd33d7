// What Sign Out says when the user has drafts kept on this computer (unsaved marks, comments,
// messages, homework forms): an explicit Sign Out clears them, so the next person at a shared
// classroom computer cannot read comments about students, but only once the user has said so.

export const SIGN_OUT_QUESTION = {
  title: 'Sign out and discard your unsaved work?',
  keep: 'Keep it and sign out',
  discard: 'Discard and sign out',
  cancel: 'Cancel',
} as const;

/** The question's body: how much goes, and why it goes. */
export function signOutQuestionText(draftCount: number): string {
  const drafts = draftCount === 1 ? '1 unsaved draft' : `${draftCount} unsaved drafts`;
  return (
    `You have ${drafts} on this computer (grades, comments, messages or homework you were writing). ` +
    'Signing out discards them, so that nobody else using this computer can read them. ' +
    'Keep them only if this computer is yours alone.'
  );
}
