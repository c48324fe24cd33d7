// The teacher marking feature: drafts that keep unsaved grades and comments, and keyboard marking.
export * from './utils/drafts';
export * from './utils/shortcuts';
