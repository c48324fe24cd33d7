// The Create and Edit pages' English messages (decision 0040), loaded with the form's chunk, not on the
// first screen: the spec's texts exactly (`spec()`: never read as ICU), the rest ICU MessageFormat.
import {
  DESCRIPTION_HTML_TOO_LONG,
  MESSAGES,
  SAVE_CONFIRM_WHO_IS_TOLD,
  VALIDATION_MESSAGES as V,
  formDraftTexts as draft,
  staleEditTexts as stale,
} from '@homework/contracts';
import { heldMarksTexts as held } from '@homework/contracts/held-marks';
import { spec } from '@homework/platform/messages';

const en = {
  // The pages (01 §2).
  'form.createTitle': spec('Create Homework'),
  'form.createLabel': 'Create homework',
  'form.editTitle': spec('Edit Homework'),
  'form.editLabel': 'Edit homework',
  'form.loading': 'Loading',
  'form.label': 'Homework',
  'form.created': spec(MESSAGES.homeworkCreated),
  'form.saved': spec(MESSAGES.homeworkSaved),
  'form.saveFailed': 'Save failed. {message}',
  'form.loadFailed': 'Failed to load homework. {message}',
  'form.lookupFailed': 'Failed to load subject or teachers. {message}',
  'form.membersChanged': spec(MESSAGES.groupMembershipChanged),

  // The fields.
  'field.title': spec('Title'),
  'field.subject': spec('Subject'),
  'field.chooseSubject': 'Choose a subject',
  'field.setBy': spec('Set by'),
  'field.chooseTeacher': 'Choose a teacher',
  'field.assignedTo': spec('Assigned to'),
  'field.from': spec('Available from'),
  'field.due': spec('Due date'),
  'field.submissionType': spec('Submission Type'),
  'field.online': spec('Online Submission'),
  'field.inPerson': spec('In Person'),
  'field.attachments': spec('Attachments'),
  'field.description': spec('Description'),
  'field.tooLarge': '"{file}" is larger than the 150 MB limit.',
  'field.errors': 'Please correct the following:',
  'form.create': spec('Create'),
  'form.save': spec('Save'),
  'form.cancel': 'Cancel',

  // 01 §5's checks, as the front end writes them (the contracts' words).
  'valid.titleRequired': spec(V.titleRequired),
  'valid.titleTooLong': spec(V.titleTooLong),
  'valid.subjectRequired': spec(V.subjectRequired),
  'valid.setByRequired': spec(V.setByRequired),
  'valid.descriptionRequired': spec(V.descriptionRequired),
  'valid.descriptionTooLong': spec(V.descriptionTooLong),
  'valid.assignedToRequired': spec(V.assignedToRequired),
  'valid.startDateInvalid': spec(V.startDateInvalid),
  'valid.dueDateInvalid': spec(V.dueDateInvalid),
  'valid.dueDateBeforeStart': spec(V.dueDateBeforeStart),
  'valid.attachmentDescriptionTooLong': spec(V.attachmentDescriptionTooLong),
  'valid.attachmentTitleTooLong': spec(V.attachmentTitleTooLong),
  'valid.descriptionHtmlTooLong': spec(DESCRIPTION_HTML_TOO_LONG),

  // Edit's question before saving (01 §2), and marks held then released (decision 0037).
  'edit.sure': spec(MESSAGES.deleteConfirmTitle),
  'edit.body': 'Saving will update this homework for everyone it is set for. Are you sure you want to save your changes?',
  'edit.whoIsTold': spec(SAVE_CONFIRM_WHO_IS_TOLD),
  'held.choice': spec(held.choice),
  'held.choiceHelp': spec(held.choiceHelp),
  'held.turnOff': 'Release marks together is now off: saving releases the held marks of {count, plural, one {# student} other {# students}}, who will see their grade and comment. {mail}',
  'held.mailOff': 'Your school does not send homework-marked emails, so no email goes.',
  'held.noneMailed': 'No email goes: {missed}',
  'held.missed': '{count, plural, one {# student has no email address.} other {# students have no email address.}}',
  'held.mailed': '{count, plural, one {# student gets the homework-marked email.} other {# students get the homework-marked email, one each.}}',
  'held.cannotUndo': spec(held.cannotUndo),

  // A draft kept in the browser (decision 0018).
  'draft.label': 'Unsaved changes',
  'draft.when': 'DD/MM/YYYY [at] HH:mm',
  'draft.offered': 'You have changes to this homework from {when} that were not saved.',
  'draft.detail': spec(draft.offeredDetail),
  'draft.restore': spec(draft.restore),
  'draft.discard': spec(draft.discard),

  // A save over someone else's.
  'stale.title': spec(stale.title),
  'stale.choose': spec(stale.choose),
  'stale.saveMine': spec(stale.saveMine),
  'stale.useTheirs': spec(stale.useTheirs),
  'stale.mineBeside': spec(stale.mineBeside),
  'stale.hint': spec(stale.mineBesideHint),
  'stale.putBack': spec(stale.putMineBack),
  'stale.close': spec(stale.closeMine),

  // A homework deleted elsewhere.
  'gone.title': 'This homework has been deleted.',
  'gone.body': 'It was deleted on {when}. It can be restored, with everything under it, from Recently deleted on All Homework.',
  'gone.bodyBy': 'It was deleted by {name} on {when}. It can be restored, with everything under it, from Recently deleted on All Homework.',
  'gone.open': 'Open Recently deleted',
};

export default en;
export type FormMessages = typeof en;
