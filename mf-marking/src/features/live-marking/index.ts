// Seeing colleagues' marking as it happens: the marking view and the Submissions page listen to the
// homework they have open, read again what changed and say who changed it.
export { useMarkingEvents, type MarkingEventsOptions } from './state/use-marking-events';
export { LiveLine } from './components/live-line';
