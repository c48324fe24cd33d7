// Clears that can be undone (decision 0016, clears kept 30 days): the Clear buttons (hand-ins; a grade and comment) that ask
// first with what goes, the Undo offered after, and the restore the History uses.
export { AskFirstButton, ClearButton, ClearQuestion, type AskFirstButtonProps, type ClearButtonProps, type ClearQuestionProps, type QuestionAnswers } from './components/clear-question';
export { ClearMarkButton, ClearMarkQuestion, type ClearMarkButtonProps, type MarkToClear } from './components/clear-mark-question';
export { ClearedNotice } from './components/cleared-notice';
export { useClearUndo, type ClearNotice, type ClearUndo, type ClearedWhat } from './state/use-clear-undo';
export { restoreCleared } from './api/clear-calls';
export { useClearedText } from './state/use-cleared-text';
