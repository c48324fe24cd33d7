// Marking that survives a dropped connection (decision 0032): changes that get no answer are kept in
// the browser, shown as waiting, and sent again in order with their idempotency keys.
export { newIdempotencyKey, sendChange } from './api/send-change';
export { useSendWaiting, useWaitingChanges, RESEND_EVERY_MS, type KeptChange, type WaitingChanges, type WaitingHandlers } from './state/use-waiting-changes';
export { withChanges, type MarkingChange } from './utils/waiting-rules';
export { WaitingNotice } from './components/waiting-notice';
