// The spec's business constants (01 §9, 02 §9), defined once for the client and the server.

export const SCHOOL_TIME_ZONE_DEFAULT = 'Europe/London';

export const HOMEWORK_LIST_PAGE_SIZE = 5;
/** All Homework's largest PageSize the server accepts. */
export const MAX_HOMEWORK_LIST_PAGE_SIZE = 100;
/** The highest page the list answers: far beyond any school's homework, low enough to compute with. */
export const MAX_HOMEWORK_LIST_PAGE = 100_000;

export const PAGER_EDGE_PAGES = 2;
export const PAGER_PAGES_AROUND_CURRENT = 3;
export const STUDENT_OVERVIEW_PAGE_SIZE = 8;
export const DASHBOARD_TABLE_PAGE_SIZE = 8;

export const TITLE_SEARCH_DEBOUNCE_MS = 500;
export const PICKER_SEARCH_DEBOUNCE_MS = 250;
export const FEATURE_TOGGLE_DELAY_MS = 500;
/** 02 §9: the marking view waits this long after a student is chosen before loading their homework. */
export const STUDENT_HOMEWORK_DEBOUNCE_MS = 500;

export const REQUEST_TIMEOUT_MS = 30_000;
export const HOMEWORK_UPLOAD_TIMEOUT_MS = 60_000;
export const MESSAGE_POST_TIMEOUT_MS = 600_000;
export const MESSAGE_UPLOAD_TIMEOUT_MS = 3_600_000;

export const SILENT_RENEW_SECONDS_BEFORE_EXPIRY = 60;
export const NONCE_LENGTH = 32;

export const MAX_HOMEWORK_ATTACHMENT_BYTES = 157_286_400;
export const MAX_MESSAGE_ATTACHMENT_BYTES = 5_242_880;
export const MAX_MESSAGE_ATTACHMENTS = 3;
export const WORD_POWERPOINT_VIEW_LIMIT_BYTES = 10_485_760;
export const EXCEL_VIEW_LIMIT_BYTES = 5_242_880;

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 1000;
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 128;
/** Not a spec limit: an attachment's title starts as its file name, which is kept to 255 characters. */
export const ATTACHMENT_TITLE_MAX_LENGTH = 255;

export const HOMEWORK_SOURCE = 'homework-online';

/** Photo sizes the image service is asked for. */
export const PHOTO_SIZE = { large: 5, small: 2 } as const;
export type PhotoSize = (typeof PHOTO_SIZE)[keyof typeof PHOTO_SIZE];

/**
 * The dashboard's freshness rule (decision 0011, docs/dashboard-figures.md): a figure a teacher sees
 * counts every write made more than `minutes` before it is shown, the spec's 30 for dashboard data
 * read as the age of what is shown. Of those minutes the server keeps a computed answer for
 * `serverMinutes` (in each process) and the browser the rest (`CACHE_MINUTES.dashboard`).
 */
export const DASHBOARD_FRESHNESS = { minutes: 30, serverMinutes: 5 } as const;

/**
 * Cache lifetimes. The spec gives bare numbers ("unit not shown, likely minutes"); we read them as
 * minutes, except the role list, which the spec states in seconds.
 */
export const CACHE_MINUTES = {
  schoolDetails: 10,
  teachers: 10,
  students: 10,
  parents: 10,
  invites: 10,
  subjects: 10,
  attachmentTypes: 30,
  groups: 20,
  groupMembers: 2,
  teacherPhotos: 20,
  studentPhotos: 50,
  dashboard: DASHBOARD_FRESHNESS.minutes - DASHBOARD_FRESHNESS.serverMinutes,
  identity: 10,
} as const;
export const ROLE_LIST_CACHE_SECONDS = 60;
