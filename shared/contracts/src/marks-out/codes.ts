// Marks out (decision 0036): the formats a homework's or a class's term of marks is exported in.

/** 'csv': one file a spreadsheet opens. 'oneroster': a OneRoster 1.2 gradebook bundle (a zip) for the school's system. */
export const MARKS_FORMATS = ['csv', 'oneroster'] as const;
export type MarksFormat = (typeof MARKS_FORMATS)[number];
