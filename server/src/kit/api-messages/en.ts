// The API's refusals in English (decision 0040): the `message` of its 4xx answers as the routes word
// them, byte for byte (a unit test compares each with the constant it came from). The routes throw
// these English texts; the answer is put in the caller's language on its way out (./index.ts).
// Not here: the schema validator's sentences (../validation), worded again from each issue.
import { HOMEWORK_NOT_FOUND_MESSAGE, IDEMPOTENCY_KEY_HEADER, MESSAGES, STALE_EDIT_MESSAGE, deleteTexts } from '@homework/contracts';
import { commentBankRefusals } from '@homework/contracts/comment-bank';
import { SCHEME_PROBLEM_MESSAGES, markSchemeRefusals, schemeProblemCatalogue } from '@homework/contracts/mark-schemes';
import { spec } from '../messages';

export default {
  // Signing in and who is calling (auth, access control, scope).
  'auth.none': spec('Not authenticated'),
  'auth.unavailable': spec('The sign-in service is unavailable. Please try again shortly.'),
  'auth.expired': spec('The access token has expired'),
  'auth.invalid': spec('The access token is not valid'),
  'auth.noOrganisation': spec('The access token names no user and school'),
  'auth.noStaff': "The access token's {claim} matches no member of staff",
  'auth.severalStaff': "The access token's {claim} belongs to more than one member of staff",
  'access.signedIn': spec('You do not have permission to use the Homework suite.'),
  'access.homework': spec('You do not have permission to use homework.'),
  'access.messages': spec('You do not have permission to use messages.'),
  'access.sickness': spec('You do not have permission to use sickness reports.'),
  'access.schoolAdmin': spec("Only the school's administrator may change the school's data."),
  'scope.noSchool': spec('Your sign-in is not linked to a school in this system.'),
  'scope.noPerson': spec('Your sign-in is not linked to a person in this system.'),
  'scope.noStaff': spec('Your sign-in is not linked to a member of staff of your school.'),
  'school.notFound': spec('Your school was not found.'),
  'school.notInSystem': spec('Your school was not found in this system.'),
  'school.missing': spec('School not found.'),

  // The error handler's own.
  'database.exists': spec('That record already exists. Reload the page and try again.'),
  'database.gone': spec('Something this refers to no longer exists. Reload the page and try again.'),
  'database.together': spec('Someone else changed this at the same time. Please try again.'),
  'database.value': spec('A value in the request is not valid. Please check what you entered.'),
  'server.failed': spec('Something went wrong on the server. Please try again.'),
  'route.notFound': 'Not found: {method} {path}',

  // Homework.
  'homework.notFound': spec(HOMEWORK_NOT_FOUND_MESSAGE),
  'homework.stale': STALE_EDIT_MESSAGE,
  'homework.subjectNotFound': spec('Subject was not found.'),
  'homework.setByNotFound': spec('Set by must be a teacher of the school.'),
  'homework.groupNotFound': spec('Assigned to names a group that was not found.'),
  'homework.studentNotFound': spec('Assigned to names a student who was not found.'),
  'homework.attachmentNotFound': 'Attachment "{file}" was not found. Please upload it again.',
  'homework.gone': spec(deleteTexts.goneTitle),
  'homework.notRestorable': spec('This homework cannot be restored: a group, student, subject or teacher it names is no longer in the school.'),
  'homework.alreadyBack': spec('This homework is already back on the list.'),
  'files.tooMany': spec(MESSAGES.tooManyMessageAttachments),
  'files.none': spec('No file was sent.'),
  'files.notMultipart': spec('Send the file as multipart/form-data.'),
  'photo.notFound': spec('Photo not found.'),
  'files.unreadable': spec('The upload could not be read. Send the file as multipart/form-data with its boundary.'),
  'request.tooDeep': spec('The request is nested too deeply to read.'),
  'analytics.tooMany': spec('Too many analytics events from this address. Please try again in a minute.'),

  // Messages.
  'messaging.homeworkMailOff': spec('Homework e-mails are turned off for your school.'),
  'messaging.notFound': spec('That message was not found among the messages you sent.'),

  // Mark schemes and the comment bank: the contracts' refusals without values.
  'schemes.notFound': spec(markSchemeRefusals.notFound),
  'schemes.ownOnly': spec(markSchemeRefusals.ownOnly),
  'schemes.notSchoolAdmin': spec(markSchemeRefusals.notSchoolAdmin),
  'schemes.changedSince': spec(markSchemeRefusals.changedSince),
  'schemes.notDeleted': spec(markSchemeRefusals.notDeleted),
  'schemes.keptTooLong': spec(markSchemeRefusals.keptTooLong),
  'schemes.noScheme': spec(markSchemeRefusals.noScheme),
  'schemes.marksChangedSince': spec(markSchemeRefusals.marksChangedSince),
  'schemes.copyNotFound': spec(markSchemeRefusals.copyNotFound),
  'schemes.levelNotInScheme': spec(markSchemeRefusals.levelNotInScheme),
  // What is wrong with a scheme being saved (markSchemeProblemOf), as the editor words it too.
  ...schemeProblemCatalogue(SCHEME_PROBLEM_MESSAGES.en),
  'bank.notFound': spec(commentBankRefusals.notFound),
  'bank.ownOnly': spec(commentBankRefusals.ownOnly),
  'bank.subjectNeeded': spec(commentBankRefusals.subjectNeeded),
  'bank.notSubjectTeacher': spec(commentBankRefusals.notSubjectTeacher),
  'bank.notSchoolAdmin': spec(commentBankRefusals.notSchoolAdmin),
  'bank.changedSince': spec(commentBankRefusals.changedSince),
  'bank.blank': spec(commentBankRefusals.blank),
  'bank.notDeleted': spec(commentBankRefusals.notDeleted),
  'bank.keptTooLong': spec(commentBankRefusals.keptTooLong),

  // Marking.
  'marking.notOnHomework': spec('This student is not on this homework.'),
  'marking.studentNotFound': spec('Student not found.'),
  'marking.notHandedIn': spec('This homework has not been handed in by the student yet. Hand it in first.'),
  'marking.empty': spec('Enter a grade or a comment to save.'),
  'marking.extensionNotAfterDue': spec("The extended due date must be after the homework's due date."),
  'marking.listedTwice': spec('A student is listed more than once.'),
  'marking.dateWithoutHandIn': spec('A student recorded as not handed in (status 1) cannot have a hand-in date.'),
  'marking.handInWithoutDate': spec('A student recorded as handed in (status 2 or 3) needs a hand-in date.'),
  'marking.timeRangeBackwards': spec('The time range end date must not be before its start date.'),
  'marking.linkRefused': spec('This file link has expired or is not valid. Open the file again from the marking page.'),
  'marking.fileGone': spec('The file is no longer there: the hand-in may have been cleared.'),
  'marking.oneNotOnHomework': spec('One of the students is not on this homework, so nothing was saved.'),
  'marking.notInClearance': spec('This hand-in was not taken by this clear.'),
  'marking.keyNotValid': spec(`The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 200 letters, digits or punctuation, without spaces.`),
  'marking.keyUsed': spec('This change was not saved: it was sent with the key of an earlier, different change. Reload the page and make the change again.'),
  'marking.streamPosition': spec("The last event id must be the number of an event this homework's updates sent."),
} as const;
