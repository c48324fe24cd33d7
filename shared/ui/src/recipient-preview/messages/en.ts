// The recipient preview's English (02 §2.5; decision 0040), in the forms' and composer's bytes only.
import { spec } from '@homework/platform/messages';

const en = {
  'preview.open': spec('Preview Selection'),
  'preview.title': spec('Recipient Preview'),
  'preview.close': 'Close',
  'preview.loadFailed': 'Failed to load the recipients. {error}',
  'preview.perChild': ' — a parent gets one message for each of their selected children.',
  'preview.students': 'Students',
  'preview.parents': 'Parents',
  'preview.studentCount': '{count, plural, one {{n} Student} other {{n} Students}}',
  'preview.parentCount': '{count, plural, one {{n} Parent} other {{n} Parents}}',
  'preview.studentsList': 'Students list',
  'preview.parentsList': 'Parents list',
  'preview.noStudents': 'No students selected',
  'preview.noParents': 'No parents',
  'preview.registered': spec('Registered'),
  'preview.notRegistered': spec('Not Registered'),
  'preview.name': 'Name',
  'preview.year': 'Year',
  'preview.reg': 'Reg',
  'preview.studentNames': 'Student Names',
  // What a send makes, joined by ', ': '3 parents, 4 messages'.
  'summary.students': '{count, plural, one {{n} student} other {{n} students}}',
  'summary.parents': '{count, plural, one {{n} parent} other {{n} parents}}',
  'summary.messages': '{count, plural, one {{n} message} other {{n} messages}}',
};

export type PreviewMessages = typeof en;
export default en;
