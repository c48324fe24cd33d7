// The marking codes and limits both the rules (rules.ts) and their schemas (schemas.ts) are
// built from, apart so that neither imports the other's values.

/** The longest grade and comment a teacher may save (the server refuses longer ones). */
export const MAX_MARK_RESULT_LENGTH = 50;
export const MAX_MARK_COMMENTS_LENGTH = 4000;

/** 02 §2.3 bulk recorder status: 1 no hand-in date, 2 handed in without a result, 3 with a result. */
export const HAND_IN_STATUSES = [1, 2, 3] as const;
export type HandInStatus = (typeof HAND_IN_STATUSES)[number];

/** What the marking history records a change of (the marking_audit table's field). */
export const MARKING_HISTORY_FIELDS = ['HandedInDate', 'Result', 'Comments', 'ExtendedDueDate'] as const;
export type MarkingHistoryField = (typeof MARKING_HISTORY_FIELDS)[number];

/** A history entry made by a clear, or by its undo. */
export const MARKING_CHANGES = ['Cleared', 'Restored'] as const;
export type MarkingChange = (typeof MARKING_CHANGES)[number];

/** 02 §4 overview status texts of one homework in the student view. */
export const OVERVIEW_STATUSES = ['Handed in', 'Handed in late', 'Not set', 'Set (due)', 'Overdue'] as const;
export type OverviewStatus = (typeof OVERVIEW_STATUSES)[number];

/** Beside the spec's 'Not set' (02 §4): the teacher did set it, the student sees it from a later day. */
export const overviewNotSetNote = (availableFrom: string) => `the student sees it from ${availableFrom}`;

/** Under the student view's hand-in shares: how they make the student's row on the dashboard. */
export const OVERVIEW_SHARES_NOTE =
  'Not set: homework set for a later day, which the student cannot see yet. The dashboard counts Set (due) and Not set together as Due, and Overdue as Not Handed In.';

/**
 * What a marking change did, as its live event names it (the stream's `event:` field and the data's
 * Kind): a hand-in recorded, a hand-in or mark cleared, a grade or comment saved, an extension set or
 * removed, a clear undone.
 */
export const MARKING_EVENT_KINDS = ['hand-in', 'clear', 'mark', 'extension', 'restore'] as const;
export type MarkingEventKind = (typeof MARKING_EVENT_KINDS)[number];

/**
 * The stream's own event, sent once it has replayed what the reader missed: from here on every
 * change comes live. Its data says whether the page must read the marking again (decision 0030).
 */
export const MARKING_EVENTS_READY = 'ready';

/** A comment line keeps the stream open through proxies this often (their read time-out must be longer). */
export const MARKING_EVENTS_HEARTBEAT_SECONDS = 15;

/**
 * The request header of a marking change sent again after its answer was lost (the browser's
 * offline queue): a change sent twice under one key is applied, evented and mailed once.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a key's answer is kept: a change sent again later is a new change. */
export const IDEMPOTENCY_KEYS_KEPT_HOURS = 24;
/** How long the stream's events are kept for a reader that reconnects; one gone longer reads the marking again. */
export const MARKING_EVENTS_KEPT_HOURS = 24;
