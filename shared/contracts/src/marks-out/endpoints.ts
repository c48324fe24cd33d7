// The marks-out calls (decision 0036; beyond the spec, in the style of the marking calls): what the
// Export marks dialog offers for a homework, and the two exports, each a file (a CSV or a zip).
import { endpoint, of } from '../endpoint';
import type { MarksExportChoices, MarksExportRequest } from './rules';

const service = 'homework';

export const MARKS_OUT = {
  choices: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetMarksExportChoices/:homeworkId', answer: of<MarksExportChoices>() }),
  /** Every student of one homework, with their hand-in and mark. */
  homework: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/ExportHomeworkMarks/:homeworkId', as: 'file', query: of<MarksExportRequest>() }),
  /** Every homework set for one class (group) due in one term, for the class's students. */
  group: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/ExportGroupMarks/:groupId/:termId', as: 'file', query: of<MarksExportRequest>() }),
} as const;
