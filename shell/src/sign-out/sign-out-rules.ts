// What Sign Out says when the user has drafts kept on this computer (unsaved marks, comments,
// messages, homework forms), or marking changes not sent yet (made while the connection was down,
// decision 0032): an explicit Sign Out clears them, so the next person at a shared classroom computer
// cannot read comments about students, but only once the user has said so.

export const SIGN_OUT_QUESTION = {
  title: 'Sign out and discard your unsaved work?',
  keep: 'Keep it and sign out',
  discard: 'Discard and sign out',
  cancel: 'Cancel',
} as const;

const draftsText = (count: number) => (count === 1 ? '1 unsaved draft' : `${count} unsaved drafts`);

/** The question's body: how much goes, and why it goes. */
export function signOutQuestionText(draftCount: number, waitingCount = 0): string {
  if (waitingCount > 0) {
    const changes = waitingCount === 1 ? '1 marking change' : `${waitingCount} marking changes`;
    const drafts = draftCount > 0 ? ` and ${draftsText(draftCount)}` : '';
    return (
      `You have ${changes} not sent yet (made while the connection was down)${drafts} on this computer. ` +
      'Signing out discards them, so that nobody else using this computer can read them. ' +
      'Keep them only if this computer is yours alone: they are sent when you next sign in here.'
    );
  }
  const drafts = draftsText(draftCount);
  return (
    `You have ${drafts} on this computer (grades, comments, messages or homework you were writing). ` +
    'Signing out discards them, so that nobody else using this computer can read them. ' +
    'Keep them only if this computer is yours alone.'
  );
}
