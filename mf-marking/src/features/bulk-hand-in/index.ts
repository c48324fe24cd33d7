// The bulk hand-in recorder feature (02 §2.3).
export * from './utils/recorder-rules';
