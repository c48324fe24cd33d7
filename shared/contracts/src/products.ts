// Product codes, role product codes and feature flags the access rules read (01 §6).

/** The engagement product's own role code: the spec's "{product}". */
export const ENGAGEMENT_ROLE_CODE = 'engagement';

export const ROLE_CODES = {
  engagement: ENGAGEMENT_ROLE_CODE,
  schoolAdmin: 'schooladmin',
  options: 'options',
  standaloneHomework: 'standalonehomework',
} as const;

export const PRODUCTS = {
  parent: 'parent',
  student: 'student',
  parentLite: 'parent-lite',
  experimentalFeatures: 'experimentalfeatures',
  extracurricular: 'extracurricular',
  standaloneHomework: 'standalonehomework',
  options: 'options',
} as const;

export const FEATURE_FLAGS = {
  showMessageAttachment: 'show-message-attachment',
  enableSendEmailHomework: 'enable-send-email-homework',
  enableSicknessReport: 'enable-sicknessreport',
  /**
   * Not the spec's (decision 0032): a marking change that gets no answer, or a 5xx, is kept in the
   * browser and sent when it can be. Off, a failed save is 'Save failed. {message}' and the old status
   * comes back, as 02 §2.2 and §8 say.
   */
  keepMarkingWhileOffline: 'keep-marking-while-offline',
} as const;

/** Role bit flags. */
export const ROLE_BITS = { main: 1, second: 2 } as const;

/** Analytics event names (02 §7). */
export const ANALYTICS_EVENTS = {
  messageWithAttachment: 'Message With Attachment',
  messageWithoutAttachment: 'Message Without Attachment',
  messageSent: 'Message Sent',
  clickedFromSicknessMenu: 'Clicked From Sickness menu',
} as const;
