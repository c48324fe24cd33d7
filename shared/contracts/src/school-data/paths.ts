// The shell's School data page (its calls are ./endpoints.ts).

/** The shell's page. */
export const SCHOOL_DATA_PAGE_PATH = '/school-data';
export const SCHOOL_DATA_PAGE_TITLE = 'School data';
