// Seeing colleagues' marking as it happens: the marking view and the Submissions page listen to the
// homework they have open, the student view to the student's changes in every homework; each reads
// again what changed and says who changed it.
export { useMarkingEvents, type MarkingEventsOptions } from './state/use-marking-events';
export { useStudentMarkingEvents } from './state/use-student-marking-events';
export { LiveLine } from './components/live-line';
