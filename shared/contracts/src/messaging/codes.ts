// The messaging codes both the rules (rules.ts) and their schemas (schemas.ts) are
// built from, apart so that neither imports the other's values.

/** The spec's personType of a message recipient. */
export const RECIPIENT_PERSON_TYPE = { student: 1, parent: 4 } as const;
export type RecipientPersonType = (typeof RECIPIENT_PERSON_TYPE)[keyof typeof RECIPIENT_PERSON_TYPE];

/** Status 0 is success (02 §3); the others say why the server would not queue that recipient. */
export const NOTIFY_STATUS = { queued: 0, notInSchool: 1, noAddress: 2, notParentOfStudent: 3 } as const;
export type NotifyStatus = (typeof NOTIFY_STATUS)[keyof typeof NOTIFY_STATUS];

// Delivery states (beyond the spec: the outbox behind Notify) and the Sent view's kinds.
// 'cancelled': a scheduled homework-set mail whose homework was deleted, or whose student was taken
// off it, before it became available; 'refused': a recipient never sent to (no address, not a parent
// of that student), kept so that the teacher sees who was missed (decision 0023).
export const DELIVERY_STATES = ['queued', 'sent', 'failed', 'cancelled', 'refused'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const SENT_MESSAGE_KINDS = ['message', 'homework', 'feedback'] as const;
export type SentMessageKind = (typeof SENT_MESSAGE_KINDS)[number];
