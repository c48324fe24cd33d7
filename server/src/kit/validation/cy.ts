// The schema validator's sentences in Welsh (decision 0040), awaiting a Welsh speaker's review as the
// rest of the Welsh catalogue does (docs/welsh-terms.md).
import type { Translation } from '../messages';
import type en from './en';

// The field's name in quotation marks: Welsh mutates and takes an article after "i" and "yn", so a
// name put straight into the sentence would read wrongly.
const cy: Translation<typeof en> = {
  'issue.notADay': 'Nid yw {shown} yn ddyddiad dilys ar gyfer “{label}”. Defnyddiwch ddyddiad fel 2026-01-31.',
  'issue.notValid': 'Nid yw {shown} yn werth dilys ar gyfer “{label}”.',
  'issue.notOneOf': 'Nid yw {shown} yn werth dilys ar gyfer “{label}”. Defnyddiwch {choices}.',
  'issue.notA': 'Rhaid i’r cais fod yn “{label}”.',
  'issue.atMost': 'Rhaid i “{label}” fod yn {limit} ar y mwyaf.',
  'issue.atLeast': 'Rhaid i “{label}” fod yn {limit} o leiaf.',
  'issue.atMostEntries': 'Gall “{label}” ddal {limit} o gofnodion ar y mwyaf.',
  'issue.missing': 'Mae “{field}” ar goll.',
  // The validator's own words, which are English only, kept after the Welsh.
  'issue.other': 'Nid yw “{label}” yn ddilys ({problem}).',
  'issue.thatValue': 'Y gwerth hwnnw',
};

export default cy;

/**
 * The schemas' descriptions (and the properties' names) that name a field in these sentences, in
 * Welsh (the terms of docs/welsh-terms.md); 'request' is the whole request's. One not here is named
 * in its English.
 */
export const FIELD_NAMES_CY: Readonly<Record<string, string>> = {
  'attachment description': 'disgrifiad yr atodiad',
  'attachment file name': 'enw ffeil yr atodiad',
  'attachment reference': 'cyfeirnod yr atodiad',
  attachments: 'atodiadau',
  'band label': 'label y band',
  bands: 'bandiau',
  bank: 'banc',
  comment: 'sylw',
  criteria: 'meini prawf',
  criterion: 'maen prawf',
  description: 'disgrifiad',
  descriptor: 'disgrifydd',
  dimension: 'dimensiwn',
  'due date': 'dyddiad cyflwyno',
  format: 'fformat',
  grade: 'gradd',
  'hand-in date': 'dyddiad y cyflwyniad',
  'kind of message': 'math o neges',
  'kind of registered user': 'math o ddefnyddiwr cofrestredig',
  levels: 'lefelau',
  'list of group ids': 'rhestr o ddynodwyr grwpiau',
  'list of recipients': 'rhestr o dderbynwyr',
  'list of students': 'rhestr o ddisgyblion',
  message: 'neges',
  'message in Welsh': 'neges yn Gymraeg',
  owner: 'perchennog',
  'page number': 'rhif y dudalen',
  'page size': 'maint y dudalen',
  page: 'tudalen',
  'photo size': 'maint y llun',
  'recipient e-mail': 'e-bost y derbynnydd',
  'recipient name': 'enw’r derbynnydd',
  request: 'cais',
  'scheme name': 'enw’r cynllun',
  'school name': 'enw’r ysgol',
  'send to': 'anfon at',
  'set by': 'gosodwyd gan',
  'sort order': 'trefn',
  'start date': 'dyddiad cychwyn',
  status: 'statws',
  subject: 'pwnc',
  'subject in Welsh': 'pwnc yn Gymraeg',
  'time range': 'cyfnod',
  title: 'teitl',
  version: 'fersiwn',
  'clearance id': 'dynodydd y clirio',
  'comment id': 'dynodydd y sylw',
  'copy id': 'dynodydd y copi',
  'criterion id': 'dynodydd y maen prawf',
  'extended due date': 'dyddiad cyflwyno estynedig',
  'group id': 'dynodydd y grŵp',
  'homework id': 'dynodydd y gwaith cartref',
  'last event id': 'dynodydd y digwyddiad olaf',
  'level id': 'dynodydd y lefel',
  'message id': 'dynodydd y neges',
  'name': 'enw',
  'person id': 'dynodydd y person',
  'photo id': 'dynodydd y llun',
  'recipient id': 'dynodydd y derbynnydd',
  'scheme id': 'dynodydd y cynllun',
  'school id': 'dynodydd yr ysgol',
  'student id': 'dynodydd y disgybl',
  'subject id': 'dynodydd y pwnc',
};
