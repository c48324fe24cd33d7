// The held marks' calls (decision 0037; beyond the spec, in the style of the marking calls): how many
// marks Release marks would release and who it mails, and the release itself.
import { endpoint, of } from '../endpoint';
import type { HeldMarks, HeldMarksRequest, ReleaseMarksAnswer } from './rules';

const service = 'homework';

export const HELD_MARKS = {
  /** Counted before Release marks asks (and before Edit turns the choice off). */
  summary: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetHeldMarks/:homeworkId', answer: of<HeldMarks>() }),
  /** Releases every held mark of the homework in one transaction; sent again, releases and mails nothing more. */
  release: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/ReleaseMarks', body: of<HeldMarksRequest>(), answer: of<ReleaseMarksAnswer>() }),
} as const;
