// The mark schemes' calls (decision 0039; beyond the spec, in the style of the marking calls): a
// teacher's and the school's schemes, made, edited, deleted and put back; a homework's copy of one,
// chosen, counted before a change and put back; its students' levels, read with the homework.
import { endpoint, of } from '../endpoint';
import type {
  ChooseMarkSchemeRequest,
  ChosenMarkScheme,
  DeletedMarkScheme,
  HomeworkMarkScheme,
  MarkScheme,
  MarkSchemeChangeSummary,
  MarkSchemeIdRequest,
  MarkSchemesAnswer,
  RestoreMarkSchemeCopyRequest,
  SaveMarkSchemeRequest,
} from './rules';

const service = 'homework';
function change<Body, Answer>(path: `v3/HomeworkManagement/${string}`) {
  return endpoint({ service, method: 'POST', path, body: of<Body>(), answer: of<Answer>() });
}

export const MARK_SCHEMES = {
  /** The caller's own schemes and the school's. */
  list: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetMarkSchemes', answer: of<MarkSchemesAnswer>() }),
  /** Makes a scheme (no Id) or edits one (Id and the Version read: a 409 when it changed since). */
  save: change<SaveMarkSchemeRequest, MarkScheme>('v3/HomeworkManagement/SaveMarkScheme'),
  /** Kept DELETED_MARK_SCHEME_KEPT_DAYS for restore (the notice's Undo). */
  delete: change<MarkSchemeIdRequest, DeletedMarkScheme>('v3/HomeworkManagement/DeleteMarkScheme'),
  restore: change<MarkSchemeIdRequest, MarkScheme>('v3/HomeworkManagement/RestoreMarkScheme'),
  /** The homework's copy of its scheme and every student's levels, in one read. */
  ofHomework: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetHomeworkMarkScheme/:homeworkId', answer: of<HomeworkMarkScheme>() }),
  /** What a change of the homework's scheme affects, counted for the question before it is asked. */
  changeSummary: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetMarkSchemeChangeSummary/:homeworkId', answer: of<MarkSchemeChangeSummary>() }),
  /** Copies a scheme onto the homework (or takes it off); a 409 when the marks counted have changed since. */
  choose: change<ChooseMarkSchemeRequest, ChosenMarkScheme>('v3/HomeworkManagement/ChooseMarkScheme'),
  /** The Undo of a change: the homework's previous copy back, with the levels chosen on it. */
  restoreCopy: change<RestoreMarkSchemeCopyRequest, ChosenMarkScheme>('v3/HomeworkManagement/RestoreMarkSchemeCopy'),
} as const;
