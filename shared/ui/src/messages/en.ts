// @homework/ui's English messages for the parts every first screen may show (decision 0040): the
// assigned-to summary, the spec's dates, a failed load's Retry. Parts that load on demand or sit in
// forms have a catalogue beside them, so their English is not in the All Homework list's bytes.
import { spec } from '@homework/platform/messages';

const en = {
  'load.retry': 'Retry',
  // The assigned-to selector's summary and previews (01 §2). In a count, `count` chooses the plural
  // form and {n} is the number written ungrouped ('1200'), as the suite writes counts.
  'assigned.title': spec('Assigned to'),
  'assigned.none': spec('No students selected'),
  'assigned.groups': '{count, plural, one {{n} group} other {{n} groups}}',
  'assigned.students': '{count, plural, one {{n} student} other {{n} students}}',
  'assigned.previews': 'Selected groups and students',
  'assigned.remove': 'Remove {label}',
  'assigned.more': '+ {count} more',
  // The spec's date display (01 §9); {day} is the weekday's name in the page's language.
  'date.today': spec('Today'),
  'date.tomorrow': spec('Tomorrow'),
  'date.yesterday': spec('Yesterday'),
  'date.last': 'Last {day}',
};

export type UiMessages = typeof en;
export default en;
