// What Sign Out says when the user has drafts kept on this computer (unsaved marks, comments,
// messages, homework forms), or marking changes not sent yet (made while the connection was down,
// decision 0032): an explicit Sign Out clears them, so the next person at a shared classroom computer
// cannot read comments about students, but only once the user has said so. The words are the shell's
// catalogue's, in the page's language (decision 0040).
import type { Language } from '@homework/contracts';
import { signOutMessages } from './messages';

/** The question's body: how much goes, and why it goes, in the language given (the question gives the page's). */
export function signOutQuestionText(draftCount: number, waitingCount = 0, language: Language = 'en'): string {
  if (waitingCount > 0) return signOutMessages.format('signOut.waiting', { waiting: waitingCount, drafts: draftCount }, language);
  return signOutMessages.format('signOut.drafts', { drafts: draftCount }, language);
}
