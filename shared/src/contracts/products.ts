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

/** Demo sign-ins of the seeded schools (README); all share DEMO_PASSWORD. */
export const DEMO_PASSWORD = 'homework';
export const DEMO_SIGN_INS = [
  { username: 'teacher', who: 'teacher, Oakwood Academy, engagement role 1', expected: 'Messages and Homework menus' },
  { username: 'admin', who: 'school admin who is also a teacher, Oakwood Academy', expected: 'as teacher' },
  { username: 'standalone', who: 'teacher, standalone-homework school', expected: "header title 'Homework', no Messages" },
  { username: 'nolicence', who: 'user of a school with no qualifying product', expected: '/noLicenses' },
  { username: 'noaccess', who: 'Oakwood Academy staff with no qualifying role', expected: '/unauthorised' },
  { username: 'parentlite', who: 'staff of a parent-lite-only school, sickness on', expected: 'only /sickness' },
  { username: 'teacher2', who: 'teacher of the second school, Riverside School', expected: 'sees only Riverside School' },
] as const;
export const DEMO_USERS = DEMO_SIGN_INS.map((signIn) => signIn.username);
export type DemoUser = (typeof DEMO_SIGN_INS)[number]['username'];
