// The homework service's pure rules: school days around midnight and the clock changes in
// Europe/London, the State filter's day ranges, and the shared contract helpers the form uses too.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  descriptionText,
  isAllowedFileType,
  sortOrderFromRouteName,
  teacherDisplayName,
  validateHomework,
  VALIDATION_MESSAGES as V,
} from '@homework/contracts';
import { sanitiseRichText } from '../../../src/domain/rich-text';
import { schoolDayRange, startOfSchoolDay } from '../../../src/services/homework/school-time';
import { contentDisposition } from '../../../src/domain/stored-file';

const LONDON = 'Europe/London';
const day = (value: string, zone = LONDON) => startOfSchoolDay(value, zone)?.toISOString() ?? null;

describe('start of the school day', () => {
  test('a calendar date is midnight in the school, GMT or BST', () => {
    assert.equal(day('2026-01-15'), '2026-01-15T00:00:00.000Z');
    assert.equal(day('2026-07-01'), '2026-06-30T23:00:00.000Z');
  });
  test('the spring clock change (29 March 2026, 01:00 GMT): midnight before is GMT, after is BST', () => {
    assert.equal(day('2026-03-29'), '2026-03-29T00:00:00.000Z');
    assert.equal(day('2026-03-30'), '2026-03-29T23:00:00.000Z');
  });
  test('the autumn clock change (25 October 2026): midnight before is BST, after is GMT', () => {
    assert.equal(day('2026-10-25'), '2026-10-24T23:00:00.000Z');
    assert.equal(day('2026-10-26'), '2026-10-26T00:00:00.000Z');
  });
  test('an instant counts on the day it falls on in the school, around midnight', () => {
    assert.equal(day('2026-06-30T22:59:59Z'), '2026-06-29T23:00:00.000Z'); // 23:59:59 BST on 30 June
    assert.equal(day('2026-06-30T23:00:00Z'), '2026-06-30T23:00:00.000Z'); // 00:00 BST on 1 July
    assert.equal(day('2026-01-15T23:59:59.999Z'), '2026-01-15T00:00:00.000Z');
    assert.equal(day('2026-01-15T23:30:00-05:00'), '2026-01-16T00:00:00.000Z');
  });
  test('another zone', () => {
    assert.equal(day('2026-07-01', 'America/New_York'), '2026-07-01T04:00:00.000Z');
    assert.equal(day('2026-07-01T03:00:00Z', 'America/New_York'), '2026-06-30T04:00:00.000Z');
  });
  test('not dates', () => {
    for (const value of ['', 'tomorrow', '2026-02-30', '2026-13-01', '15/01/2026', '2026-01-15Tnope']) assert.equal(day(value), null, value);
  });
});

describe('State filter day ranges', () => {
  test('today and today + n are school midnights, across a clock change', () => {
    const { today, until } = schoolDayRange(new Date('2026-03-28T12:00:00Z'), 7, LONDON);
    assert.equal(today.toISOString(), '2026-03-28T00:00:00.000Z');
    assert.equal(until.toISOString(), '2026-04-03T23:00:00.000Z'); // 4 April, BST
  });
  test('just after midnight BST it is already the next school day', () => {
    const { today } = schoolDayRange(new Date('2026-06-30T23:30:00Z'), 30, LONDON);
    assert.equal(today.toISOString(), '2026-06-30T23:00:00.000Z');
  });
});

describe('shared rules', () => {
  test('description length counts the text a reader sees, not the markup', () => {
    assert.equal(descriptionText('<p><br></p>'), '');
    assert.equal(descriptionText('<p>a&nbsp;&amp;&lt;b&gt;</p><p>c</p>'), 'a &<b>\nc');
    assert.deepEqual(validateHomework({ Title: 't', SubjectId: 's', SetById: 'u', Groups: ['g'], StartDate: '2026-01-01', DueDate: '2026-01-02', Description: `<p><strong>${'x'.repeat(1000)}</strong></p>` }), []);
    assert.deepEqual(
      validateHomework({ Title: 't', SubjectId: 's', SetById: 'u', Students: ['s'], StartDate: '2026-01-01', DueDate: '2026-01-02', Description: `<p>${'x'.repeat(1001)}</p>` }),
      [{ field: 'Description', message: V.descriptionTooLong }],
    );
  });
  test('attachment titles are at most 255 characters', () => {
    const valid = { Title: 't', SubjectId: 's', SetById: 'u', Groups: ['g'], StartDate: '2026-01-01', DueDate: '2026-01-02', Description: '<p>d</p>' };
    const withTitle = (Title: string) => validateHomework({ ...valid, Attachments: [{ Id: 'a', Title }] });
    assert.deepEqual(withTitle('x'.repeat(255)), []);
    assert.deepEqual(withTitle('x'.repeat(256)), [{ field: 'Attachments', message: V.attachmentTitleTooLong }]);
  });
  test('file types compare case-insensitively, with or without the dot', () => {
    assert.equal(isAllowedFileType('Notes.PDF', ['.pdf']), true);
    assert.equal(isAllowedFileType('notes.pdf', ['PDF']), true);
    assert.equal(isAllowedFileType('notes.pdf.exe', ['.pdf']), false);
    assert.equal(isAllowedFileType('.pdf', ['.pdf']), false);
  });
  test('route sort names map to sort codes', () => {
    assert.equal(sortOrderFromRouteName('CreatedDate'), 'createdate-desc');
    assert.equal(sortOrderFromRouteName('duedate'), 'duedate-asc');
    assert.equal(sortOrderFromRouteName('Nope'), undefined);
  });
  test('display names: optional title, first initial, surname', () => {
    assert.equal(teacherDisplayName({ Title: 'Mrs', DisplayForename: 'sarah', DisplaySurname: 'Thompson' }), 'Mrs S. Thompson');
    assert.equal(teacherDisplayName({ Title: null, DisplayForename: 'Sarah', DisplaySurname: 'Thompson' }), 'S. Thompson');
  });
  test('the sanitiser keeps the toolbar’s markup and drops everything that could run', () => {
    assert.equal(sanitiseRichText('<p onclick="x()">Hi <img src=x onerror=alert(1)></p>'), '<p>Hi </p>');
    assert.equal(sanitiseRichText('<a href="javascript:alert(1)">x</a>'), '<a target="_blank" rel="noopener noreferrer">x</a>');
    assert.equal(sanitiseRichText('<svg><script>alert(1)</script></svg><style>p{}</style>ok'), 'ok');
    assert.equal(sanitiseRichText('<pre class="ql-syntax evil">c</pre>'), '<pre class="ql-syntax">c</pre>');
  });
  test('downloads are named by an ASCII fallback and the UTF-8 name', () => {
    assert.equal(contentDisposition('a b.pdf'), `attachment; filename="a b.pdf"; filename*=UTF-8''a%20b.pdf`);
    assert.equal(contentDisposition('é"\\.pdf'), `attachment; filename="___.pdf"; filename*=UTF-8''%C3%A9%22%5C.pdf`);
  });
});
