// The All Homework list's English messages (decision 0040), the first screen's: the spec's texts
// exactly (`spec()`: never read as ICU), the rest in ICU MessageFormat. Keys are `<where>.<what>`, each
// where one letter (l list, f filters, s State, o order, c card, p pager, d delete, b Recently deleted,
// r release line): they are in the first screen's bytes twice, here and where they are said.
// The form pages' texts are in their own catalogues, which load with them.
import { DELETED_HOMEWORK_KEPT_DAYS as KEPT, HOMEWORK_SORT_ORDER_LABELS as ORDER, HOMEWORK_STATE_LABELS as STATE, MESSAGES } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  // The page (01 §2).
  'l.title': spec('All Homework'),
  'l.loading': 'Loading',
  'l.label': 'Homework',
  'l.none': spec(MESSAGES.noMatchingRecords),
  'l.failed': 'Failed to load homework dashboard. {reason}',
  'l.setByNotFound': 'The teacher in Set by was not found, so your own homework is shown.',
  'l.deleteFailed': 'Delete failed. {message}',
  'l.count': '{total} homework',
  'l.countOthers': '{total} homework set by other teachers',
  'l.badSort': '{value} is not valid value of object',

  // The filter bar.
  'f.label': 'Homework filters',
  'f.show': 'Show',
  'f.mine': spec('My Homework'),
  'f.others': spec('Other Teachers Homework'),
  'f.setBy': 'Set by',
  'f.all': spec('All'),
  'f.subject': 'Subject',
  'f.assignedTo': 'Assigned to',
  'f.state': 'State',
  'f.search': 'Search',
  'f.searchBy': 'Search by title',
  's.all': spec(STATE.all),
  's.passed': spec(STATE.passed),
  's.this-week': spec(STATE['this-week']),
  's.next-30': spec(STATE['next-30']),
  'o.label': 'Order by',
  'o.duedate-asc': spec(ORDER['duedate-asc']),
  'o.title-asc': spec(ORDER['title-asc']),
  'o.subject-asc': spec(ORDER['subject-asc']),
  'o.createdate-desc': spec(ORDER['createdate-desc']),

  // A homework's card.
  'c.setBy': 'Set by: ',
  'c.subject': 'Subject: ',
  'c.from': 'Available from: ',
  'c.due': 'Due: ',
  'c.handedIn': '{count}/{total} handed in',
  'c.files': '{count, plural, one {# attachment} other {# attachments}}',
  'c.groups': '{count, plural, one {# group} other {# groups}}',
  'c.students': '{count, plural, one {# student} other {# students}}',
  'c.delete': spec('Delete'),
  'c.edit': spec('Edit'),
  'c.marking': spec('Marking'),
  'c.submissions': spec('Submissions'),

  // The pager.
  'p.label': 'Pages',
  'p.previous': 'Previous page',
  'p.page': 'Page {page}',
  'p.next': 'Next page',

  // Delete's question (01 §2), its Undo, and Recently deleted.
  'd.title': spec(MESSAGES.deleteConfirmTitle),
  'd.body': spec(MESSAGES.deleteConfirmBody),
  'd.cancel': 'Cancel',
  'd.counting': 'Counting what this deletes ...',
  'd.intro': 'This deletes:',
  'd.homework': 'the homework, set for {count, plural, =0 {no students} one {# student} other {# students}}',
  'd.handIns': '{count, plural, =0 {no hand-ins} one {# hand-in} other {# hand-ins}}',
  'd.marks': '{count, plural, =0 {no marks (grades and comments)} one {# mark (grade and comment)} other {# marks (grades and comments)}}',
  'd.files': '{count, plural, =0 {no files (attachments and submitted files)} one {# file (attachments and submitted files)} other {# files (attachments and submitted files)}}',
  'd.kept': `A deleted homework is kept for ${KEPT} days: you can undo it straight away, or restore it from Recently deleted on All Homework.`,
  'd.countFailed': `What this deletes could not be counted. {message} You can still delete it: it is kept for ${KEPT} days, to undo straight away or restore from Recently deleted.`,
  'd.deleted': '“{title}” deleted.',
  'd.undo': 'Undo',
  'd.restore': 'Restore',
  'd.restored': '“{title}” restored.',
  'd.restoreFailed': 'Not restored. {message}',
  'b.title': 'Recently deleted',
  'b.intro': `Homework deleted in the last ${KEPT} days can be restored with everything under it.`,
  'b.none': `No homework has been deleted in the last ${KEPT} days.`,
  'b.done': 'Done',
  'b.loading': 'Loading ...',
  'b.item': '{subject} · Deleted {when} · Can be restored until {until}',
  'b.itemBy': '{subject} · Deleted {when} by {name} · Can be restored until {until}',

  // Under each page: the release it runs (docs/release.md).
  'r.version': 'Homework pages version {version}',
};

export default en;
export type HomeworkMessages = typeof en;
