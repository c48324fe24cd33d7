// The messaging rules of 02 §5 and §8 as tables: recipients (the message rule beside the preview's
// one-row-per-parent rule), merge tags, draft and attachment validation, and the result texts.
import {
  addMessageAttachments,
  messageAttachmentError,
  messageRecipients,
  replaceMergeTags,
  sentSummary,
  unknownMergeTagLine,
  unknownMergeTags,
  validateMessageDraft,
  WELSH_PART_MESSAGES,
  type UnknownMergeTag,
  type MergeTagValues,
  type MessageRecipient,
  type SendTo,
} from './index';

const mum = { Id: 'p1', Children: ['s1', 's2'] };
const dad = { Id: 'p2', Children: ['S1'] };
const carer = { Id: 'p3', Children: ['s3', 's3'] };
const parents = [mum, dad, carer];
const student = (id: string): MessageRecipient => ({ recipientId: id, personType: 1, studentId: id });
const parentOf = (id: string, studentId: string): MessageRecipient => ({ recipientId: id, personType: 4, studentId });

describe('messageRecipients (02 §5: a parent once per selected child)', () => {
  test.each<[string, string[], SendTo, MessageRecipient[]]>([
    ['students: every selected student, once (any case)', ['s1', 's2', 'S1'], 'students', [student('s1'), student('s2')]],
    ['parents: each parent of each selected student', ['s1', 's2'], 'parents', [parentOf('p1', 's1'), parentOf('p2', 's1'), parentOf('p1', 's2')]],
    ['parents: a child listed twice on a parent is one recipient', ['s3'], 'parents', [parentOf('p3', 's3')]],
    ['both: the students first, then their parents', ['s3', 's2'], 'both', [student('s3'), student('s2'), parentOf('p3', 's3'), parentOf('p1', 's2')]],
    ['a student with no parents: none for parents', ['s9'], 'parents', []],
    ['a student with no parents: the student alone for both', ['s9'], 'both', [student('s9')]],
    ['no students, no recipients', [], 'both', []],
  ])('%s', (_name, studentIds, sendTo, expected) => {
    expect(messageRecipients(studentIds, parents, sendTo)).toEqual(expected);
  });

  test('unlike the preview (one row per parent), a parent of two selected children gets two', () => {
    const recipients = messageRecipients(['s1', 's2'], parents, 'parents').filter((r) => r.recipientId === 'p1');
    expect(recipients.map((r) => r.studentId)).toEqual(['s1', 's2']);
  });
});

describe('unknownMergeTags (a mistyped tag goes out as typed)', () => {
  test.each<[string, string, UnknownMergeTag[]]>([
    ['known tags, any case, spaces inside', 'Dear {{RecipientName}}, {{ studentname }} at {{SchoolName}}', []],
    ['one letter too many', 'Dear {{StudentsName}}', [{ tag: '{{StudentsName}}', index: 5, suggestion: '{{StudentName}}' }]],
    ['a space inside the name', '{{Student Name}}', [{ tag: '{{Student Name}}', index: 0, suggestion: '{{StudentName}}' }]],
    ['a single brace around a tag name', 'Hi {StudentName}', [{ tag: '{StudentName}', index: 3, suggestion: '{{StudentName}}' }]],
    ['one brace missing', '{{StudentName}', [{ tag: '{{StudentName}', index: 0, suggestion: '{{StudentName}}' }]],
    ['three braces', '{{{SchoolName}}}', [{ tag: '{{{SchoolName}}}', index: 0, suggestion: '{{SchoolName}}' }]],
    ['a tag no merge tag is near', '{{Homework}}', [{ tag: '{{Homework}}', index: 0 }]],
    ['empty braces', 'a {{}} b', [{ tag: '{{}}', index: 2 }]],
    ['single braces around other words are the teacher\'s own', 'the set {x, y} and {1, 2}', []],
    ['each in order', '{{Teacher}} and {{SenderNme}}', [{ tag: '{{Teacher}}', index: 0 }, { tag: '{{SenderNme}}', index: 16, suggestion: '{{SenderName}}' }]],
    ['no braces', 'Bring a coat.', []],
  ])('%s', (_name, text, expected) => {
    expect(unknownMergeTags(text)).toEqual(expected);
  });

  test("the question's line names the tag, its field and what it may have meant", () => {
    expect(unknownMergeTagLine({ tag: '{{StudentsName}}', index: 0, suggestion: '{{StudentName}}' }, 'Message')).toBe(
      '{{StudentsName}} in the Message: did you mean {{StudentName}}?',
    );
    expect(unknownMergeTagLine({ tag: '{{Homework}}', index: 0 }, 'Subject')).toBe('{{Homework}} in the Subject: not a merge tag.');
  });
});

describe('replaceMergeTags', () => {
  const values: MergeTagValues = { RecipientName: 'Mary Adams', StudentName: 'Amy Adams', SchoolName: 'Oakwood <Academy>', SenderName: 'Mr Smith' };
  test.each([
    ['every tag', '{{RecipientName}} / {{StudentName}} / {{SchoolName}} / {{SenderName}}', 'Mary Adams / Amy Adams / Oakwood <Academy> / Mr Smith'],
    ['a tag twice', 'Dear {{RecipientName}}, {{RecipientName}}', 'Dear Mary Adams, Mary Adams'],
    ['any case, spaces inside the braces', '{{ studentname }} and {{SCHOOLNAME}}', 'Amy Adams and Oakwood <Academy>'],
    ['an unknown tag stays as written', 'Hello {{Teacher}}', 'Hello {{Teacher}}'],
    ['single braces are text', '{RecipientName}', '{RecipientName}'],
    ['no tags', 'Plain text', 'Plain text'],
    ['empty', '', ''],
  ])('%s', (_name, text, expected) => {
    expect(replaceMergeTags(text, values)).toBe(expected);
  });

  test('encode escapes the values only, not the text around them', () => {
    const escape = (value: string) => value.replace(/</g, '&lt;').replace(/>/g, '&gt;');
    expect(replaceMergeTags('<p>{{SchoolName}}</p>', values, escape)).toBe('<p>Oakwood &lt;Academy&gt;</p>');
  });

  test('a value that looks like a tag is not replaced again', () => {
    expect(replaceMergeTags('{{RecipientName}}', { ...values, RecipientName: '{{SchoolName}}' })).toBe('{{SchoolName}}');
  });
});

describe('validateMessageDraft (02 §5)', () => {
  const ok = { chosenCount: 1, studentCount: 2, subject: 'Trip', message: '<p>Bring a coat</p>', recipientCount: 3 };
  test.each([
    ['a valid draft', ok, []],
    ['nothing chosen', { ...ok, chosenCount: 0, studentCount: 0, recipientCount: 0 }, ['recipients:No recipients selected.']],
    ['groups that expand to no students', { ...ok, studentCount: 0, recipientCount: 0 }, ['recipients:No recipients selected.']],
    ['students but no final recipients (no parents)', { ...ok, recipientCount: 0 }, ['recipients:Please select recipients.']],
    ['a blank subject', { ...ok, subject: '   ' }, ['subject:Subject can not be empty.']],
    ['an empty editor', { ...ok, message: '<p><br></p>' }, ['message:Message body can not be empty.']],
    ['spaces only in the editor', { ...ok, message: '<p>&nbsp; </p>' }, ['message:Message body can not be empty.']],
    [
      'everything missing',
      { chosenCount: 0, studentCount: 0, subject: '', message: '', recipientCount: 0 },
      ['recipients:No recipients selected.', 'subject:Subject can not be empty.', 'message:Message body can not be empty.'],
    ],
  ])('%s', (_name, draft, expected) => {
    expect(validateMessageDraft(draft).map((error) => `${error.id}:${error.errorMessage}`)).toEqual(expected);
  });

  test.each([
    ['both parts written', { subject: 'Taith', message: '<p>Dewch â chot</p>' }, []],
    ['a blank Welsh subject', { subject: ' ', message: '<p>Dewch â chot</p>' }, [`subjectCy:${WELSH_PART_MESSAGES.subjectEmpty}`]],
    ['an empty Welsh message', { subject: 'Taith', message: '<p><br></p>' }, [`messageCy:${WELSH_PART_MESSAGES.messageEmpty}`]],
  ])('written in Welsh and English: %s', (_name, welsh, expected) => {
    expect(validateMessageDraft({ ...ok, welsh }).map((error) => `${error.id}:${error.errorMessage}`)).toEqual(expected);
  });

  test('the Welsh part is checked after the English, which keeps the spec’s messages', () => {
    const errors = validateMessageDraft({ ...ok, subject: '', welsh: { subject: '', message: '' } });
    expect(errors.map((error) => error.id)).toEqual(['subject', 'subjectCy', 'messageCy']);
  });
});

describe('message attachments (02 §5)', () => {
  const types = ['.pdf', 'DOCX'];
  const MB5 = 5_242_880;
  test.each([
    ['allowed, any case', { name: 'Letter.PDF', size: 10 }, null],
    ['type written without the dot', { name: 'a.docx', size: 10 }, null],
    ['exactly 5 MB', { name: 'a.pdf', size: MB5 }, null],
    ['one byte over', { name: 'a.pdf', size: MB5 + 1 }, 'Size of "a.pdf" must be less than 5 MB'],
    ['unsupported', { name: 'run.exe', size: 10 }, '"run.exe" is not supported'],
    ['no extension', { name: 'README', size: 10 }, '"README" is not supported'],
  ])('%s', (_name, file, expected) => {
    expect(messageAttachmentError(file, types)).toBe(expected);
  });

  test('duplicates by name are ignored; a fourth file refuses the addition', () => {
    expect(addMessageAttachments(['a.pdf'], [{ name: 'A.pdf', size: 1 }, { name: 'b.pdf', size: 1 }], types)).toEqual({
      accepted: [{ name: 'b.pdf', size: 1 }],
      errors: [],
    });
    expect(addMessageAttachments(['a.pdf', 'b.pdf'], [{ name: 'c.pdf', size: 1 }, { name: 'd.pdf', size: 1 }], types)).toEqual({
      accepted: [],
      errors: ['Only three attachments can be attached of size 5 MB each'],
    });
    expect(addMessageAttachments([], [{ name: 'x.exe', size: 1 }, { name: 'y.pdf', size: MB5 + 1 }, { name: 'z.pdf', size: 1 }], types)).toEqual({
      accepted: [{ name: 'z.pdf', size: 1 }],
      errors: ['"x.exe" is not supported', 'Size of "y.pdf" must be less than 5 MB'],
    });
  });
});

describe('sentSummary (02 §8)', () => {
  const results = (...statuses: number[]) => statuses.map((Status) => ({ Status }));
  test.each([
    ['one result, sent', results(0), 'Success', 'Message sent successfully.'],
    ['every result sent', results(0, 0, 0), 'Success', 'All messages sent successfully.'],
    ['some sent', results(0, 2, 0), 'Info', '2 of 3 messages sent successfully.'],
    ['one result, refused', results(1), 'Error', '0 of 1 messages sent successfully.'],
    ['none sent', results(1, 2), 'Error', '0 of 2 messages sent successfully.'],
  ])('%s', (_name, given, status, text) => {
    expect(sentSummary(given)).toEqual({ status, text });
  });
});
