// What the marking view says of the changes it keeps while they cannot be sent (the offline queue,
// decision 0032): the connection's state, the students waiting, and a change the server refused.
// Its own entry, `@homework/contracts/waiting-changes`: only the marking view reads it, so no other
// first screen carries it.

/** The marking changes the browser keeps and sends again (each a marking call of MARKING). */
export type WaitingChangeKind = 'saveMark' | 'handIn' | 'clearHandedIn' | 'clearMark';

const what: Record<WaitingChangeKind, string> = {
  saveMark: 'grade and comment',
  handIn: 'hand-in',
  clearHandedIn: 'cleared hand-in',
  clearMark: 'cleared grade and comment',
};

const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

export const waitingChangeTexts = {
  /** Beside each student in the list with a change not sent yet. */
  badge: 'Waiting to send',
  /** Beside a student whose change the server refused. */
  refusedBadge: 'Not sent',
  /** The status line, at once when the browser says it is offline or a request cannot get through. */
  offline: (waiting: number) =>
    waiting === 0
      ? 'You are offline. Changes you make are kept on this computer and sent when the connection returns.'
      : `You are offline. ${changes(waiting)} kept on this computer, sent when the connection returns.`,
  /** Online, with changes still to send (sending now, or after a 5xx or a time-out). */
  sending: (waiting: number) => `Sending ${changes(waiting)} made while the connection was down…`,
  /** Every kept change has reached the server. */
  allSent: (sent: number) => `${sent === 1 ? 'The change' : `All ${sent} changes`} made while the connection was down ${sent === 1 ? 'has' : 'have'} been saved.`,
  /** A kept change the server refused: whose, what, and the server's reason. */
  refused: (studentName: string, kind: WaitingChangeKind, reason: string) => `The ${what[kind]} for ${studentName} was not saved: ${reason}`,
  discard: 'Discard',
  cancel: 'Cancel',
  undo: 'Undo',
  /** The question's title before a kept change is discarded, and what it says below. */
  discardQuestion: (studentName: string, kind: WaitingChangeKind) => `Discard the ${what[kind]} for ${studentName}?`,
  discardExplained: 'It has not been saved, and will not be sent.',
  discarded: (studentName: string) => `The change for ${studentName} was discarded.`,
} as const;
