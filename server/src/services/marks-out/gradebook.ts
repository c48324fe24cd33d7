// The OneRoster 1.2 gradebook bundle (decision 0036): manifest.csv, categories.csv, lineItems.csv and
// results.csv in the CSV binding's columns, zipped, with the sourcedIds the roster import took in so
// the school's system that sent the roster finds its own classes, students, terms and school. Pure
// but for the zip.
import { HOMEWORK_SOURCE, type MarkingView } from '@homework/contracts';
import { toDataCsv } from '@homework/contracts/csv';
import { strToU8, zipSync } from 'fflate';
import { marksOut, pointsOf, textOf, type MarksExport } from './marks';

export const MANIFEST_COLUMNS = ['propertyName', 'value'] as const;
export const CATEGORY_COLUMNS = ['sourcedId', 'status', 'dateLastModified', 'title', 'weight'] as const;
export const LINE_ITEM_COLUMNS = [
  'sourcedId', 'status', 'dateLastModified', 'title', 'description', 'assignDate', 'dueDate', 'classSourcedId',
  'categorySourcedId', 'academicSessionSourcedId', 'resultValueMin', 'resultValueMax', 'schoolSourcedId',
] as const;
export const RESULT_COLUMNS = [
  'sourcedId', 'status', 'dateLastModified', 'lineItemSourcedId', 'studentSourcedId', 'scoreStatus', 'score',
  'scoreDate', 'comment', 'textScore', 'classSourcedId', 'inProgress', 'incomplete', 'late', 'missing',
] as const;

/** The files of the 1.2 binding a manifest names: this bundle sends three, the rest are absent. */
const BINDING_FILES = [
  'academicSessions', 'categories', 'classes', 'classResources', 'courses', 'courseResources', 'demographics',
  'enrollments', 'lineItemLearningObjectiveIds', 'lineItems', 'lineItemScoreScales', 'orgs', 'resources',
  'resultLearningObjectiveIds', 'results', 'resultScoreScales', 'roles', 'scoreScales', 'userProfiles', 'userResources', 'users',
] as const;
const SENT = new Set<string>(['categories', 'lineItems', 'results']);

/** The one category every line item is in: the product's own, fixed sourcedId. */
export const HOMEWORK_CATEGORY = { sourcedId: 'homework-online-homework', title: 'Homework' } as const;

/** A homework set for several classes is one line item in each: stable, from the product's ids. */
export const lineItemId = (homeworkId: string, classId: string) => `${homeworkId}:${classId}`;
export const resultId = (linkId: string, classId: string) => `${linkId}:${classId}`;

/** OneRoster 1.2's scoreStatus for the spec's marking statuses (02 §4). */
export const SCORE_STATUS: Record<MarkingView, 'not submitted' | 'submitted' | 'fully graded'> = {
  notHandedIn: 'not submitted',
  handedIn: 'submitted',
  marked: 'fully graded',
};

export type GradebookFiles = Record<'manifest.csv' | 'categories.csv' | 'lineItems.csv' | 'results.csv', string>;

/**
 * The bundle's files. Only hand-ins with a class go out: a line item belongs to one class, and a
 * student chosen one by one, in none of the homework's classes, has none (the spreadsheet lists them).
 * Bulk files leave status and dateLastModified empty, as the binding asks.
 */
export function gradebookFiles(data: MarksExport): GradebookFiles {
  const classes = new Map(data.classes.map((item) => [item.id, item]));
  const marks = marksOut(data).filter((mark) => mark.handIn.classId && classes.has(mark.handIn.classId));
  const lineItems = new Map<string, string[]>();
  const results = marks.map(({ homework, handIn, view, badge }) => {
    const cls = classes.get(handIn.classId!)!;
    const lineItem = lineItemId(homework.id, cls.id);
    if (!lineItems.has(lineItem))
      lineItems.set(lineItem, [
        lineItem, '', '', homework.title, homework.subject, homework.setAt, homework.dueAt, cls.sourcedId,
        HOMEWORK_CATEGORY.sourcedId, homework.termSourcedId ?? '', '', '', data.school.sourcedId,
      ]);
    const points = pointsOf(handIn.result);
    return [
      resultId(handIn.linkId, cls.id), '', '', lineItem, handIn.studentSourcedId, SCORE_STATUS[view],
      points === null ? '' : String(points), handIn.changedDay, textOf(handIn.comments), textOf(handIn.result), cls.sourcedId,
      'false', 'false', String(badge === 'Handed In Late'), String(badge === 'Overdue'),
    ];
  });
  const manifest = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...BINDING_FILES.map((file) => [`file.${file}`, SENT.has(file) ? 'bulk' : 'absent']),
    ['source.systemName', 'Homework'],
    ['source.systemCode', HOMEWORK_SOURCE],
  ];
  return {
    'manifest.csv': toDataCsv(MANIFEST_COLUMNS, manifest),
    'categories.csv': toDataCsv(CATEGORY_COLUMNS, [[HOMEWORK_CATEGORY.sourcedId, '', '', HOMEWORK_CATEGORY.title, '']]),
    'lineItems.csv': toDataCsv(LINE_ITEM_COLUMNS, [...lineItems.values()]),
    'results.csv': toDataCsv(RESULT_COLUMNS, results),
  };
}

/** The files at the zip's root, as the binding has them. */
export function zipOf(files: Readonly<Record<string, string>>): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}
