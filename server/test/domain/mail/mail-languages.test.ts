// The homework mails in the school's mail language (decision 0040): English exactly as before,
// Welsh, or both with Welsh first; the merge tags kept for the outbox; days in each language's words.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bilingualMessage, feedbackMail, homeworkSetMail, mailLanguages, renderMail, schoolDay, schoolDays } from '../../../src/domain/mail/render';

const homework = {
  title: 'Fractions <1>',
  description: '<p>Page 4</p>',
  subject: 'Maths',
  setBy: 'Mr Okafor',
  startDate: { en: 'Monday 30 November 2026', cy: 'Dydd Llun 30 Tachwedd 2026' },
  dueDate: { en: 'Monday 7 December 2026', cy: 'Dydd Llun 7 Rhagfyr 2026' },
};
const mark = { title: 'Essay', subject: 'English', setBy: 'Ms Li', grade: 'A', comment: 'Good.\nMore quotes.' };

describe('the homework mails in the school’s mail language', () => {
  for (const [mailLanguage, languages] of [['en', ['en']], ['cy', ['cy']], ['both', ['cy', 'en']]] as const) {
    test(`${mailLanguage}: written in ${languages.join(' then ')}`, () => assert.deepEqual(mailLanguages(mailLanguage), languages));
  }

  test('English is the mail as it was, word for word, and the default', () => {
    const english = homeworkSetMail(homework, 'en');
    assert.deepEqual(english, homeworkSetMail(homework));
    assert.equal(english.subject, 'New homework: Fractions <1>');
    assert.equal(
      english.bodyHtml,
      [
        '<p>Dear {{RecipientName}},</p>',
        '<p>Mr Okafor has set new Maths homework: <strong>Fractions &lt;1&gt;</strong>.</p>',
        '<p>Available from Monday 30 November 2026. Due Monday 7 December 2026.</p>',
        '<p>Page 4</p>',
        '<p>{{SchoolName}}</p>',
      ].join('\n'),
    );
    assert.equal(
      feedbackMail(mark).bodyHtml,
      ['<p>Dear {{RecipientName}},</p>', '<p>Ms Li has marked your English homework <strong>Essay</strong>.</p>', '<p>Grade: <strong>A</strong></p>', '<p>Comment:<br>Good.<br>More quotes.</p>', '<p>{{SchoolName}}</p>'].join('\n'),
    );
    assert.ok(feedbackMail({ ...mark, setBy: '', subject: '' }).bodyHtml.includes('Your teacher has marked your homework <strong>Essay</strong>.'));
  });

  test('Welsh: its own words and days, the merge tags kept for the outbox', () => {
    const welsh = homeworkSetMail(homework, 'cy');
    assert.equal(welsh.subject, 'Gwaith cartref newydd: Fractions <1>');
    assert.ok(welsh.bodyHtml.startsWith('<p>Annwyl {{RecipientName}},</p>'));
    assert.ok(welsh.bodyHtml.includes('<p>Mae Mr Okafor wedi gosod gwaith cartref Maths newydd: <strong>Fractions &lt;1&gt;</strong>.</p>'));
    assert.ok(welsh.bodyHtml.includes('<p>Ar gael o Dydd Llun 30 Tachwedd 2026. I’w gyflwyno erbyn Dydd Llun 7 Rhagfyr 2026.</p>'));
    assert.ok(welsh.bodyHtml.endsWith('<p>{{SchoolName}}</p>'));
    const marked = feedbackMail(mark, 'cy');
    assert.equal(marked.subject, 'Gwaith cartref wedi’i farcio: Essay');
    assert.ok(marked.bodyHtml.includes('<p>Gradd: <strong>A</strong></p>') && marked.bodyHtml.includes('<p>Sylw:<br>Good.<br>More quotes.</p>'));
    assert.ok(feedbackMail({ ...mark, setBy: '' }, 'cy').bodyHtml.includes('Mae Eich athro wedi marcio'));
  });

  test('both: Welsh first, each part marked with its language, the subjects joined', () => {
    const both = homeworkSetMail(homework, 'both');
    assert.equal(both.subject, 'Gwaith cartref newydd: Fractions <1> / New homework: Fractions <1>');
    const [welsh, english, ...rest] = both.bodyHtml.split('\n<hr>\n');
    assert.equal(rest.length, 0);
    assert.ok(welsh!.startsWith('<div lang="cy">\n<p>Annwyl {{RecipientName}},</p>') && welsh!.endsWith('</div>'));
    assert.ok(english!.startsWith('<div lang="en">\n<p>Dear {{RecipientName}},</p>'));
    assert.ok(english!.includes(homeworkSetMail(homework, 'en').bodyHtml));
  });

  test('a value with ICU’s own characters is put in as written', () => {
    const mail = feedbackMail({ ...mark, title: "It's {odd} #1", grade: '{A}' }, 'both');
    assert.equal(mail.subject, "Gwaith cartref wedi’i farcio: It's {odd} #1 / Homework marked: It's {odd} #1");
    assert.ok(mail.bodyHtml.includes('<strong>It&#39;s {odd} #1</strong>') && mail.bodyHtml.includes('<strong>{A}</strong>'));
  });

  test('a day in each language, in the school’s zone', () => {
    const day = new Date('2026-11-29T23:30:00Z');
    assert.equal(schoolDay(day, 'Europe/London', 'cy'), 'Dydd Sul 29 Tachwedd 2026');
    assert.deepEqual(schoolDays(day, 'Asia/Tokyo'), { en: 'Monday 30 November 2026', cy: 'Dydd Llun 30 Tachwedd 2026' });
  });
});

describe('a teacher’s message written in Welsh and English', () => {
  const written = {
    en: { subject: 'Trip for {{StudentName}}', bodyHtml: '<p>Dear {{RecipientName}},</p>' },
    cy: { subject: 'Taith i {{StudentName}}', bodyHtml: '<p>Annwyl {{RecipientName}},</p>' },
  };

  test('in one mail language, that language’s part alone, as a message in one language is', () => {
    assert.deepEqual(bilingualMessage(written, 'en'), written.en);
    assert.deepEqual(bilingualMessage(written, 'cy'), written.cy);
  });

  test('in both, Welsh first: subjects joined by " / ", each part marked with its language, one rule between', () => {
    assert.deepEqual(bilingualMessage(written, 'both'), {
      subject: 'Taith i {{StudentName}} / Trip for {{StudentName}}',
      bodyHtml: '<div lang="cy">\n<p>Annwyl {{RecipientName}},</p>\n</div>\n<hr>\n<div lang="en">\n<p>Dear {{RecipientName}},</p>\n</div>',
    });
  });

  test('its merge tags are replaced in both parts', () => {
    const recipient = { id: 'r1', personType: 4, name: 'Pat <Adams>', studentName: 'Amy Adams', email: 'pat@example.com' };
    const mail = renderMail(recipient, { senderName: 'Ms Li', senderEmail: null, schoolName: 'Ysgol Glan', ...bilingualMessage(written, 'both') }, { from: 'no-reply@example.com' });
    assert.equal(mail.subject, 'Taith i Amy Adams / Trip for Amy Adams');
    assert.ok(mail.html.includes('<p>Annwyl Pat &lt;Adams&gt;,</p>') && mail.html.includes('<p>Dear Pat &lt;Adams&gt;,</p>'), mail.html);
  });
});
