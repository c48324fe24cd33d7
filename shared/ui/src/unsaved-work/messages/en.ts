// Unsaved work's English (decision 0040): the question before leaving an editor, and a kept draft's
// buttons; in the editors' bytes only.
const en = {
  'leave.title': 'Leave without saving?',
  'leave.content': 'Your changes have not been saved. If you leave now, they will be lost.',
  'leave.ok': 'Leave',
  'leave.cancel': 'Stay',
  'kept.restore': 'Restore',
  'kept.discard': 'Discard',
};

export type UnsavedMessages = typeof en;
export default en;
