// The marking calls (02 §7), one endpoint each (decision 0010). Paths the spec does not show (hand in
// one student, clear, extensions, history, the signed file link) are ours, in the same style, and
// documented in the OpenAPI document. Days are school days 'YYYY-MM-DD' in the school's time zone.
import { endpoint, of } from '../endpoint';
import type {
  ClearCounts,
  ClearHandedInAnswer,
  ClearSummaryRequest,
  ExtendDueDateRequest,
  HandInRequest,
  MarkingEvent,
  MarkingEventsRequest,
  MarkingHistoryEntry,
  MarkingRow,
  MarkingStudentRequest,
  RestoreClearedAnswer,
  RestoreClearedRequest,
  SaveHomeworkMarkRequest,
  StudentHomeworkOverviewItem,
  StudentOverviewRequest,
  StudentSubmission,
  UpdateHomeworkStudentsAnswer,
  UpdateHomeworkStudentsRequest,
} from './rules';

const service = 'homework';
/** A change of a hand-in or a mark: a POST of its body. */
function change<Body, Answer>(path: `v3/HomeworkManagement/${string}`) {
  return endpoint({ service, method: 'POST', path, body: of<Body>(), answer: of<Answer>() });
}

export const MARKING = {
  studentSubmission: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetStudentSubmission/:homeworkId/:studentId', answer: of<StudentSubmission>() }),
  updateHomeworkStudents: change<UpdateHomeworkStudentsRequest, UpdateHomeworkStudentsAnswer>('v3/HomeworkManagement/UpdateHomeworkStudents'),
  handIn: change<HandInRequest, MarkingRow>('v3/HomeworkManagement/HandInHomework'),
  clearHandedIn: change<MarkingStudentRequest, ClearHandedInAnswer>('v3/HomeworkManagement/ClearHandedIn'),
  /** A 409 answers MarkChangedAnswer: someone else marked meanwhile. */
  saveMark: change<SaveHomeworkMarkRequest, MarkingRow>('v3/HomeworkManagement/SaveHomeworkMark'),
  clearMark: change<MarkingStudentRequest, ClearHandedInAnswer>('v3/HomeworkManagement/ClearHomeworkMark'),
  extendDueDate: change<ExtendDueDateRequest, MarkingRow>('v3/HomeworkManagement/ExtendDueDate'),
  /** What Clear Handed In would take from these students, counted before the question is asked. */
  clearSummary: change<ClearSummaryRequest, ClearCounts>('v3/HomeworkManagement/GetClearHandedInSummary'),
  /** Undo a clear, or restore one student's hand-in from it (the History's Restore). */
  restoreCleared: change<RestoreClearedRequest, RestoreClearedAnswer>('v3/HomeworkManagement/RestoreClearedHandIns'),
  /**
   * The homework's marking changes as they happen, as server-sent events (text/event-stream) read with
   * fetch and the bearer header (decision 0030): each event's data is a MarkingEvent; Last-Event-ID
   * (or `after`) replays what was missed, then MARKING_EVENTS_READY.
   */
  markingEvents: endpoint({
    service,
    method: 'GET',
    path: 'v3/HomeworkManagement/MarkingEvents/:homeworkId',
    as: 'events',
    query: of<MarkingEventsRequest>(),
    answer: of<MarkingEvent>(),
  }),
  /**
   * One student's marking changes in every homework of theirs, as they happen (the student view):
   * MARKING_EVENTS_READY first, always asking the page to read the student again, then each change.
   */
  studentMarkingEvents: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/StudentMarkingEvents/:studentId', as: 'events', answer: of<MarkingEvent>() }),
  markingHistory: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetMarkingHistory/:homeworkId/:studentId', answer: of<MarkingHistoryEntry[]>() }),
  /** Signed, short-lived link to a student's file: fetched without a bearer header. */
  submissionFile: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/SubmissionFile/:token', as: 'file' }),
  studentHomeworkOverview: endpoint({ service, method: 'GET', path: 'v3/ManagementDashboard/GetStudentHomeworkOverview/', query: of<StudentOverviewRequest>(), answer: of<StudentHomeworkOverviewItem[]>() }),
} as const;
