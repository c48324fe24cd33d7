// The All Homework list's English messages (decision 0040), the first screen's: the spec's texts
// exactly (`spec()`: never read as ICU), the rest in ICU MessageFormat. Keys are `<where>.<what>`.
// The form pages' texts are in their own catalogues, which load with them.
import { DELETED_HOMEWORK_KEPT_DAYS as KEPT, HOMEWORK_SORT_ORDER_LABELS as ORDER, HOMEWORK_STATE_LABELS as STATE, MESSAGES } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  // The page (01 §2).
  'list.title': spec('All Homework'),
  'list.loading': 'Loading',
  'list.label': 'Homework',
  'list.none': spec(MESSAGES.noMatchingRecords),
  'list.failed': 'Failed to load homework dashboard. {reason}',
  'list.setByNotFound': 'The teacher in Set by was not found, so your own homework is shown.',
  'list.deleteFailed': 'Delete failed. {message}',
  'list.count': '{total} homework',
  'list.countOthers': '{total} homework set by other teachers',
  'list.badSort': '{value} is not valid value of object',

  // The filter bar.
  'filter.label': 'Homework filters',
  'filter.show': 'Show',
  'filter.mine': spec('My Homework'),
  'filter.others': spec('Other Teachers Homework'),
  'filter.setBy': 'Set by',
  'filter.all': spec('All'),
  'filter.subject': 'Subject',
  'filter.assignedTo': 'Assigned to',
  'filter.state': 'State',
  'filter.search': 'Search',
  'filter.searchBy': 'Search by title',
  'state.all': spec(STATE.all),
  'state.passed': spec(STATE.passed),
  'state.this-week': spec(STATE['this-week']),
  'state.next-30': spec(STATE['next-30']),
  'order.label': 'Order by',
  'order.duedate-asc': spec(ORDER['duedate-asc']),
  'order.title-asc': spec(ORDER['title-asc']),
  'order.subject-asc': spec(ORDER['subject-asc']),
  'order.createdate-desc': spec(ORDER['createdate-desc']),

  // A homework's card.
  'card.setBy': 'Set by: ',
  'card.subject': 'Subject: ',
  'card.from': 'Available from: ',
  'card.due': 'Due: ',
  'card.handedIn': '{count}/{total} handed in',
  'card.files': '{count, plural, one {# attachment} other {# attachments}}',
  'card.groups': '{count, plural, one {# group} other {# groups}}',
  'card.students': '{count, plural, one {# student} other {# students}}',
  'card.delete': spec('Delete'),
  'card.edit': spec('Edit'),
  'card.marking': spec('Marking'),
  'card.submissions': spec('Submissions'),

  // The pager.
  'pager.label': 'Pages',
  'pager.previous': 'Previous page',
  'pager.page': 'Page {page}',
  'pager.next': 'Next page',

  // Delete's question (01 §2), its Undo, and Recently deleted.
  'del.title': spec(MESSAGES.deleteConfirmTitle),
  'del.body': spec(MESSAGES.deleteConfirmBody),
  'del.cancel': 'Cancel',
  'del.counting': 'Counting what this deletes ...',
  'del.intro': 'This deletes:',
  'del.homework': 'the homework, set for {count, plural, =0 {no students} one {# student} other {# students}}',
  'del.handIns': '{count, plural, =0 {no hand-ins} one {# hand-in} other {# hand-ins}}',
  'del.marks': '{count, plural, =0 {no marks (grades and comments)} one {# mark (grade and comment)} other {# marks (grades and comments)}}',
  'del.files': '{count, plural, =0 {no files (attachments and submitted files)} one {# file (attachments and submitted files)} other {# files (attachments and submitted files)}}',
  'del.kept': `A deleted homework is kept for ${KEPT} days: you can undo it straight away, or restore it from Recently deleted on All Homework.`,
  'del.countFailed': `What this deletes could not be counted. {message} You can still delete it: it is kept for ${KEPT} days, to undo straight away or restore from Recently deleted.`,
  'del.deleted': '“{title}” deleted.',
  'del.undo': 'Undo',
  'del.restore': 'Restore',
  'del.restored': '“{title}” restored.',
  'del.restoreFailed': 'Not restored. {message}',
  'bin.title': 'Recently deleted',
  'bin.intro': `Homework deleted in the last ${KEPT} days can be restored with everything under it.`,
  'bin.none': `No homework has been deleted in the last ${KEPT} days.`,
  'bin.done': 'Done',
  'bin.loading': 'Loading ...',
  'bin.item': '{subject} · Deleted {when} · Can be restored until {until}',
  'bin.itemBy': '{subject} · Deleted {when} by {name} · Can be restored until {until}',

  // Under each page: the release it runs (docs/release.md).
  'rel.version': 'Homework pages version {version}',
};

export default en;
export type HomeworkMessages = typeof en;
