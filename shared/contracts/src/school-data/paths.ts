// The School data page's calls, relative to the API's base URL, and the shell's page.

export const SCHOOL_DATA_PATHS = {
  /** POST, multipart with one .zip (field "file"); `?dryRun=true` checks and changes nothing. */
  importRoster: 'v1/SchoolData/ImportRoster',
  /** GET: how many staff "Send invitations" would mail now. POST: sends them. */
  invitations: 'v1/SchoolData/Invitations',
} as const;

/** The shell's page. */
export const SCHOOL_DATA_PAGE_PATH = '/school-data';
export const SCHOOL_DATA_PAGE_TITLE = 'School data';
