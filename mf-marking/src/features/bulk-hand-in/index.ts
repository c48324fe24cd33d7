// The bulk hand-in recorder feature (02 §2.3): its page, and the rules and texts it is built on.
export * from './utils/recorder-rules';
export * from './utils/recorder-view';
export { BulkHandInPage } from './components/bulk-hand-in-page';
