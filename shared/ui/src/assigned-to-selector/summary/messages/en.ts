// The assigned-to selector's summary and previews in English (01 §2; decision 0040): on the screens
// that show the selector (the All Homework list's filter), not on every one that shows @homework/ui.
// In a count, `count` chooses the plural form and {n} is the number written ungrouped ('1200'), as
// the suite writes counts.
import { spec } from '@homework/platform/messages';

const en = {
  'assigned.title': spec('Assigned to'),
  'assigned.none': spec('No students selected'),
  'assigned.groups': '{count, plural, one {{n} group} other {{n} groups}}',
  'assigned.students': '{count, plural, one {{n} student} other {{n} students}}',
  'assigned.previews': 'Selected groups and students',
  'assigned.remove': 'Remove {label}',
  'assigned.more': '+ {count} more',
};

export type SummaryMessages = typeof en;
export default en;
