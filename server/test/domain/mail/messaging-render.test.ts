// The mail a recipient gets, as tables: merge tags replaced (escaped in the HTML), the plain-text
// part, the headers (sender, Reply-To, List-Unsubscribe for parents only, Message-ID from the
// recipient's key), and the worker's back-off and permanent-failure rules.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { feedbackMail, homeworkSetMail, htmlToText, renderMail, schoolDay } from '../../../src/domain/mail/render';
import { MAIL_FAILURE_REASONS } from '@homework/contracts';
import { ATTACHMENT_UNREADABLE, mailFailureReason, type MailFailure } from '../../../src/workers/failure-reason';
import { isPermanent, retryDelaySeconds } from '../../../src/workers/outbox-worker';

const message = {
  senderName: 'Mrs S. Thompson',
  senderEmail: 's.thompson@oakwood.example',
  schoolName: 'Oakwood <Academy>',
  subject: 'About {{StudentName}}',
  bodyHtml: '<p>Dear {{RecipientName}},</p><p>{{StudentName}} from {{SenderName}} at {{SchoolName}}.</p>',
};
const parent = { id: '8f1c2d3e-0000-4000-8000-000000000001', personType: 4, name: 'Mary "May" Adams', studentName: 'Amy Adams', email: 'mary@example.com' };
const student = { ...parent, id: '8f1c2d3e-0000-4000-8000-000000000002', personType: 1, name: 'Amy Adams', email: 'amy@example.com' };
const settings = { from: 'no-reply@homework.test' };

describe('renderMail', () => {
  test('tags replaced per recipient; values escaped in the HTML, not in the subject or text', () => {
    const mail = renderMail(parent, message, settings);
    assert.equal(mail.subject, 'About Amy Adams');
    assert.ok(mail.html.includes('<p>Dear Mary &quot;May&quot; Adams,</p><p>Amy Adams from Mrs S. Thompson at Oakwood &lt;Academy&gt;.</p>'), mail.html);
    assert.equal(mail.text, 'Dear Mary "May" Adams,\nAmy Adams from Mrs S. Thompson at Oakwood <Academy>.');
  });

  test('sender, recipient, Reply-To and Message-ID', () => {
    const mail = renderMail(parent, message, settings);
    assert.deepEqual(mail.from, { name: 'Oakwood <Academy>', address: 'no-reply@homework.test' });
    assert.deepEqual(mail.to, { name: 'Mary "May" Adams', address: 'mary@example.com' });
    assert.deepEqual(mail.replyTo, { name: 'Mrs S. Thompson', address: 's.thompson@oakwood.example' });
    assert.equal(mail.messageId, `<${parent.id}@homework.test>`);
  });

  test('List-Unsubscribe for parents only; no Reply-To without the teacher\'s address', () => {
    assert.equal(renderMail(parent, message, settings).headers['List-Unsubscribe'], `<mailto:no-reply@homework.test?subject=Unsubscribe%20${parent.id}>`);
    assert.deepEqual(renderMail(student, message, settings).headers, {});
    assert.equal(renderMail(student, { ...message, senderEmail: null }, settings).replyTo, undefined);
  });

  test('a name with a line break cannot add a header', () => {
    const mail = renderMail({ ...parent, name: 'Eve\r\nBcc: x@y.z' }, { ...message, subject: '{{RecipientName}}' }, settings);
    assert.equal(mail.subject, 'Eve Bcc: x@y.z');
    assert.equal(mail.to.name, 'Eve Bcc: x@y.z');
  });
});

describe('htmlToText', () => {
  const cases: [string, string, string][] = [
    ['paragraphs on their own lines', '<p>One</p><p>Two</p>', 'One\nTwo'],
    ['line breaks', 'a<br>b<br/>c', 'a\nb\nc'],
    ['list items with a dash', '<ol><li data-list="bullet">x</li><li>y</li></ol>', '- x\n- y'],
    ['a link with its address', '<a href="https://x.test/a" target="_blank">the sheet</a>', 'the sheet (https://x.test/a)'],
    ['a bare link once', '<a href="https://x.test">https://x.test</a>', 'https://x.test'],
    ['entities and non-breaking spaces', 'Fish &amp; chips&nbsp;&lt;3', 'Fish & chips <3'],
  ];
  for (const [name, html, text] of cases) test(name, () => assert.equal(htmlToText(html), text));
});

describe('the homework mails', () => {
  test('homework set: title, subject, dates and the description as given', () => {
    const mail = homeworkSetMail({ title: 'Fractions <1>', description: '<p>Page 4</p>', subject: 'Maths', setBy: 'Mr Okafor', startDate: 'Monday 30 November 2026', dueDate: 'Monday 7 December 2026' });
    assert.equal(mail.subject, 'New homework: Fractions <1>');
    assert.ok(mail.bodyHtml.includes('Mr Okafor has set new Maths homework: <strong>Fractions &lt;1&gt;</strong>.'));
    assert.ok(mail.bodyHtml.includes('<p>Available from Monday 30 November 2026. Due Monday 7 December 2026.</p>\n<p>Page 4</p>'));
  });

  test('homework marked: grade and comment, each only when given, line breaks kept', () => {
    const both = feedbackMail({ title: 'Essay', subject: 'English', setBy: 'Ms Li', grade: 'A', comment: 'Good.\nMore quotes.' });
    assert.equal(both.subject, 'Homework marked: Essay');
    assert.ok(both.bodyHtml.includes('<p>Grade: <strong>A</strong></p>') && both.bodyHtml.includes('Good.<br>More quotes.'));
    const commentOnly = feedbackMail({ title: 'Essay', subject: '', setBy: '', grade: null, comment: 'See me' });
    assert.ok(!commentOnly.bodyHtml.includes('Grade') && commentOnly.bodyHtml.includes('Your teacher has marked your homework'));
  });

  test('a day in the school\'s zone', () => {
    assert.equal(schoolDay(new Date('2026-11-29T23:30:00Z'), 'Europe/London'), 'Sunday 29 November 2026');
    assert.equal(schoolDay(new Date('2026-11-29T23:30:00Z'), 'Asia/Tokyo'), 'Monday 30 November 2026');
  });
});

describe('the worker\'s rules', () => {
  test('back-off doubles from the base up to the most', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelaySeconds(attempts, 15, 600)), [15, 30, 60, 120, 240, 480, 600]);
  });
  test('only a 5xx answer is final', () => {
    assert.equal(isPermanent(Object.assign(new Error('550 no such mailbox'), { responseCode: 550 })), true);
    assert.equal(isPermanent(Object.assign(new Error('451 try later'), { responseCode: 451 })), false);
    assert.equal(isPermanent(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' })), false);
  });
});

describe("a failed delivery's reason, in a teacher's words", () => {
  const cases: [string, MailFailure, string][] = [
    ['connection refused (nodemailer: ESOCKET)', { code: 'ESOCKET' }, MAIL_FAILURE_REASONS.unreachable],
    ['connection timed out', { code: 'ETIMEDOUT', command: 'CONN' }, MAIL_FAILURE_REASONS.unreachable],
    ['host name not found', { code: 'EDNS' }, MAIL_FAILURE_REASONS.unreachable],
    ['closed unexpectedly', { code: 'ECONNECTION' }, MAIL_FAILURE_REASONS.unreachable],
    ['TLS failed', { code: 'ETLS' }, MAIL_FAILURE_REASONS.unreachable],
    ['login refused', { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }, MAIL_FAILURE_REASONS.signIn],
    ['no credentials', { code: 'EAUTH', command: 'API' }, MAIL_FAILURE_REASONS.signIn],
    ['550 no such mailbox', { code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }, MAIL_FAILURE_REASONS.noMailbox],
    ['551 user not local', { code: 'EENVELOPE', responseCode: 551, command: 'RCPT TO' }, MAIL_FAILURE_REASONS.noMailbox],
    ['553 mailbox name not allowed', { code: 'EENVELOPE', responseCode: 553, command: 'RCPT TO' }, MAIL_FAILURE_REASONS.noMailbox],
    ['552 mailbox full', { code: 'EMESSAGE', responseCode: 552, command: 'DATA' }, MAIL_FAILURE_REASONS.mailboxFull],
    ['452 insufficient storage', { code: 'EENVELOPE', responseCode: 452, command: 'RCPT TO' }, MAIL_FAILURE_REASONS.mailboxFull],
    ['421 service not available', { code: 'EENVELOPE', responseCode: 421, command: 'MAIL FROM' }, MAIL_FAILURE_REASONS.busy],
    ['451 try later', { code: 'EMESSAGE', responseCode: 451, command: 'DATA' }, MAIL_FAILURE_REASONS.busy],
    ['550 at MAIL FROM (the sender refused)', { code: 'EENVELOPE', responseCode: 550, command: 'MAIL FROM' }, MAIL_FAILURE_REASONS.refused],
    ['554 message rejected', { code: 'EMESSAGE', responseCode: 554, command: 'DATA' }, MAIL_FAILURE_REASONS.refused],
    ['attachment file gone', { code: ATTACHMENT_UNREADABLE }, MAIL_FAILURE_REASONS.attachmentUnreadable],
    ['anything else', {}, MAIL_FAILURE_REASONS.other],
  ];
  for (const [name, failure, reason] of cases) {
    test(name, () => assert.equal(mailFailureReason(failure), reason));
  }
});
