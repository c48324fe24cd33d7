// Clears that can be undone (issue 18): the Clear button that asks first with what goes, the Undo
// offered after, and the restore the History uses.
export { ClearButton, ClearQuestion, type ClearButtonProps, type ClearQuestionProps } from './components/clear-question';
export { ClearedNotice } from './components/cleared-notice';
export { useClearUndo, type ClearNotice, type ClearUndo } from './state/use-clear-undo';
export { restoreCleared } from './api/clear-calls';
