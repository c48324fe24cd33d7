// Marks out (decision 0036): the calls' types, the files' names and the dialog's texts. What goes in
// each file is the server's (services/marks-out/): the browser only asks and saves.
import type { Static } from 'typebox';
import type { MarksFormat } from './codes';
import type { MarksExportChoicesSchema, MarksExportQuery } from './schemas';
import { inSchoolZone } from '../school-time';

export type MarksExportRequest = Static<typeof MarksExportQuery>;
export type MarksExportChoices = Static<typeof MarksExportChoicesSchema>;

const EXTENSIONS: Record<MarksFormat, string> = { csv: 'csv', oneroster: 'zip' };

/** What a file name may not hold on Windows, macOS or Linux. */
const unsafe = (part: string) => part.replace(/[\\/:*?"<>|]+/g, '-').replace(/\s+/g, ' ').trim();

/**
 * "Marks - Fractions worksheet - 07-12-2026.csv", "Marks - 7A Maths - Autumn term - 07-12-2026.zip":
 * what was exported, then the school's day it was exported on (DD-MM-YYYY: a slash cannot be in a name).
 */
export function marksFileName(parts: readonly string[], format: MarksFormat, now: Date, timeZone: string): string {
  const day = inSchoolZone(now, timeZone)?.format('DD-MM-YYYY');
  const prefix = format === 'oneroster' ? 'OneRoster marks' : 'Marks';
  return `${[prefix, ...parts, day].filter((part): part is string => !!part).map(unsafe).join(' - ')}.${EXTENSIONS[format]}`;
}

/** The exports' refusals, in a teacher's words. */
export const marksOutRefusals = {
  classNotFound: 'Class not found.',
  termNotFound: 'Term not found.',
} as const;

export const marksOutTexts = {
  button: 'Export marks',
  title: 'Export marks',
  what: 'What to export',
  thisHomework: 'This homework',
  classTerm: "A class's homework in a term",
  group: 'Class',
  term: 'Term',
  format: 'Format',
  formats: {
    csv: 'Spreadsheet (CSV)',
    oneroster: "OneRoster 1.2 gradebook (zip) for the school's system",
  } satisfies Record<MarksFormat, string>,
  export: 'Export',
  cancel: 'Cancel',
  noGroups: 'This homework is set for students only, not for a class.',
  noTerms: 'No terms are set up for your school.',
  exported: (fileName: string) => `Exported ${fileName}.`,
  failed: (message: string) => `Export failed. ${message}`,
} as const;
