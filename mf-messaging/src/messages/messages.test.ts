// mf-messaging's catalogue (decision 0040): English is the spec's texts exactly; Welsh has every key,
// every message formats in both, and no Welsh message has ICU's quotation mark.
import {
  MERGE_TAGS,
  MESSAGES,
  UNKNOWN_MERGE_TAG_QUESTION,
  WELSH_PART_MESSAGES,
  messageAttachmentTooLarge,
  messageSendingFailed,
  someMessagesSent,
  unknownMergeTagLine,
} from '@homework/contracts';
import cy from './cy';
import en from './en';
import { messagingMessages } from '.';

beforeAll(() => messagingMessages.load('cy'));

const english = (key: keyof typeof en, values?: Record<string, string | number>) => messagingMessages.format(key, values, 'en');

test('the spec’s texts are the English catalogue, byte for byte', () => {
  expect(english('err.noRecipients')).toBe(MESSAGES.noRecipientsSelected);
  expect(english('err.selectRecipients')).toBe(MESSAGES.pleaseSelectRecipients);
  expect(english('err.subjectEmpty')).toBe(MESSAGES.subjectEmpty);
  expect(english('err.messageEmpty')).toBe(MESSAGES.messageBodyEmpty);
  expect(english('err.tooMany')).toBe(MESSAGES.tooManyMessageAttachments);
  expect(english('err.tooLarge', { file: 'big.pdf' })).toBe(messageAttachmentTooLarge('big.pdf'));
  expect(english('status.sent')).toBe(MESSAGES.messageSent);
  expect(english('status.allSent')).toBe(MESSAGES.allMessagesSent);
  expect(english('status.someSent', { sent: '1500', total: '2000' })).toBe(someMessagesSent(1500, 2000));
  expect(english('status.failed', { reason: 'Network down.' })).toBe(messageSendingFailed('Network down.'));
  expect(english('bi.subjectCyEmpty')).toBe(WELSH_PART_MESSAGES.subjectEmpty);
  expect(english('bi.messageCyEmpty')).toBe(WELSH_PART_MESSAGES.messageEmpty);
  expect([english('unknown.title'), english('unknown.intro'), english('unknown.ok'), english('unknown.cancel')]).toEqual([
    UNKNOWN_MERGE_TAG_QUESTION.title,
    UNKNOWN_MERGE_TAG_QUESTION.intro,
    UNKNOWN_MERGE_TAG_QUESTION.okText,
    UNKNOWN_MERGE_TAG_QUESTION.cancelText,
  ]);
  const meant = { tag: '{{StudentsName}}', index: 0, suggestion: '{{StudentName}}' };
  expect(english('unknown.meant', { tag: meant.tag, field: 'Message', suggestion: meant.suggestion })).toBe(unknownMergeTagLine(meant, 'Message'));
  expect(english('unknown.notTag', { tag: '{{Homework}}', field: 'Subject' })).toBe(unknownMergeTagLine({ tag: '{{Homework}}', index: 0 }, 'Subject'));
  expect((['tags.recipient', 'tags.student', 'tags.school', 'tags.sender'] as const).map((key) => english(key))).toEqual(MERGE_TAGS.map((tag) => tag.label));
  expect((['tags.recipientAbout', 'tags.studentAbout', 'tags.schoolAbout', 'tags.senderAbout'] as const).map((key) => english(key))).toEqual(
    MERGE_TAGS.map((tag) => tag.description),
  );
  // 02 §2.6's labels, as the spec words them.
  expect((['form.students', 'form.sendTo', 'form.toBoth', 'form.subject', 'form.message', 'form.send', 'form.errors'] as const).map((key) => english(key))).toEqual([
    'Students',
    'Send to',
    'Students and Parents',
    'Subject',
    'Message',
    'Send',
    'Please correct the following:',
  ]);
});

test('Welsh has every key English has, and no other', () => {
  expect(Object.keys(cy).sort()).toEqual(Object.keys(en).sort());
});

test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
  expect(Object.entries(cy).filter(([, message]) => message.includes("'"))).toEqual([]);
});

test('every message formats in both languages, and the Welsh differs from the English', () => {
  const values = { sent: '2', total: '3', reason: 'x', subject: 'Trip', when: '20/11/2026', label: 'L', tag: '{{X}}', field: 'F', suggestion: '{{Y}}' };
  const more = { name: 'Pat Adams', student: 'Amy Adams', count: 2, page: 1, file: 'a.pdf' };
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    const inEnglish = messagingMessages.format(key, { ...values, ...more }, 'en');
    expect(inEnglish).not.toBe('');
    expect(messagingMessages.format(key, { ...values, ...more }, 'cy')).not.toBe(inEnglish);
  }
});
