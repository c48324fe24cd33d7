// The teacher marking feature: the marking page (02 §2.2), drafts that keep unsaved grades and
// comments (with the note offering them back), and keyboard marking with its `?` help.
export { TeacherMarkingPage } from './components/teacher-marking-page';
export * from './utils/drafts';
export * from './utils/shortcuts';
export { ShortcutHelp, type ShortcutHelpProps } from './components/shortcut-help';
export { useMarkingKeys } from './state/use-marking-keys';
export * from './api/marking-calls';
