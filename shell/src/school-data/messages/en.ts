// The School data page's English messages (decision 0040), loaded with the page: the contracts' words
// exactly (`spec()`), the rest ICU MessageFormat as the page words them. Server data (file names, the
// kinds of record, the server's refusals) stays out.
import { SCHOOL_DATA_PAGE_TITLE, SCHOOL_DATA_TEXTS } from '@homework/contracts';
import { spec } from '@homework/platform/messages';

const en = {
  'page.title': spec(SCHOOL_DATA_PAGE_TITLE),
  cancel: 'Cancel',

  // People and classes: the OneRoster upload, its Check and Import.
  'import.title': 'People and classes',
  'import.about':
    "Export a OneRoster 1.2 CSV file (a .zip) from your school's information system. Check it first: nothing changes until you import it. People no longer in the file are marked as left, and their homework is kept.",
  'import.file': 'OneRoster file (.zip)',
  'import.check': 'Check',
  'import.import': 'Import',
  'import.uploadOf': 'Upload of {file}',
  'import.ask': 'Import this file?',
  'import.changes': "This changes your school's people and classes:",
  'import.change': '{kind}: {added} added, {changed} changed, {removed}',
  'file.choose': "Choose the .zip file your school's information system exported.",
  'file.notSupported': '"{file}" is not supported',
  'file.tooLarge': "{file} is larger than {mb} MB, the most a school's data file may be.",
  'progress.uploading': 'Uploading {file}: {percent}%',
  'progress.checking': 'Checking {file}…',
  'progress.importing': 'Importing {file}…',

  // The answer to a Check or an Import.
  'answer.problems': '{count, plural, one {A problem} other {# problems}}: nothing was changed',
  'answer.problemsInFile': '{count, plural, one {A problem} other {# problems}} in the file: nothing was changed',
  'answer.nothingWould': spec(SCHOOL_DATA_TEXTS.nothingChanged(true)),
  'answer.nothingDid': spec(SCHOOL_DATA_TEXTS.nothingChanged(false)),
  'answer.would': 'What importing this file would change',
  'answer.did': 'Imported: what changed',
  'answer.notes': '{count, plural, one {Taken with a note} other {Taken with # notes}}',
  'answer.removed': '{as, select, left {{count} left} other {{count} removed}}',
  'answer.line': 'line {line}',
  'answer.column': 'column {column}',
  'answer.fixFile': 'Correct these in your information system, export the file again and check it.',
  'answer.fixSuite':
    'The file is right: what stops it is a record made in the suite, which your information system cannot change. Put it right as the problem says, then check the file again.',
  'answer.fixBoth':
    "Correct the file's problems in your information system and export it again; the others are records made in the suite, put right as each says. Then check the file again.",
  'answer.records': 'Records',
  'answer.added': 'Added',
  'answer.changed': 'Changed',
  'answer.removedOrLeft': 'Removed or left',
  'answer.where': 'Where',
  'answer.problem': 'Problem',
  'answer.note': 'Note',

  // Invitations.
  'inv.title': 'Invitations',
  'inv.about':
    'Staff who have no password yet get a mail with a link to set one. The link works once, for 7 days; nobody is sent a second while theirs still works.',
  'inv.send': 'Send invitations',
  'inv.ask': 'Send invitations?',
  'inv.counting': 'Counting the staff to invite',
  'inv.will': '{count, plural, one {{count} member} other {{count} members}} of staff will get an invitation mail.',
  'inv.sent': 'Invitations sent: {count, plural, one {{count} member} other {{count} members}} of staff will get a mail with a link to set a password.',
  'inv.none': spec(SCHOOL_DATA_TEXTS.noneToInvite),
  'inv.withoutEmail': 'Not invited, as they have no e-mail address: {names}.',

  // Languages (decision 0040).
  'languages.title': 'Languages',
  'languages.about':
    'The school’s language is everyone’s until they choose their own in the user menu. Mail to parents and students goes in the language chosen here; in both, the Welsh comes first.',
  'languages.school': 'The school’s language',
  'languages.mail': 'Mail to parents and students',
  'languages.mail.both': 'Both, Welsh first',
  'languages.save': 'Save languages',
  'languages.saved': 'Saved.',
  'languages.loading': 'Loading the school’s languages',
};

export default en;
export type SchoolDataMessages = typeof en;
