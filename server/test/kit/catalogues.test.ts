// The server's catalogues (decision 0040): the identity provider's pages, the account mails and the
// API's refusals. Welsh has every key and no other, each formats in both languages with the Welsh its
// own, and the English is the text as it was, byte for byte.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { IntlMessageFormat } from 'intl-messageformat';
import { HOMEWORK_NOT_FOUND_MESSAGE, MESSAGES, STALE_EDIT_MESSAGE, STATUS_PAGES, deleteTexts } from '@homework/contracts';
import { commentBankRefusals } from '@homework/contracts/comment-bank';
import { markSchemeRefusals } from '@homework/contracts/mark-schemes';
import { LINK_VALID_DAYS, PASSWORD_RULE, PASSWORD_TEXTS, passwordMail } from '../../src/domain/password-links';
import { accountMailMessages } from '../../src/domain/mail/account-mail-messages';
import { identityMessages } from '../../src/identity/messages';
import { SCHOOL_SIGN_IN_TEXTS } from '../../src/identity/pages';
import { ACCESS_REFUSED, TOO_DEEPLY_NESTED_MESSAGE } from '../../src/kit';
import { apiMessages } from '../../src/kit/api-messages';
import { languageOfAcceptLanguage, languageOfList, sourceOf, type Catalogue, type Messages } from '../../src/kit/messages';
import { validationMessages } from '../../src/kit/validation';
import { SCHEME_PROBLEM_MESSAGES, schemeProblemMessage, schemeProblemText, type SchemeProblem } from '@homework/contracts/mark-schemes';
import * as marking from '../../src/services/marking/messages';
import { MULTIPART_NOT_READABLE } from '../../src/kit/upload';
import { HOMEWORK_ALREADY_BACK, HOMEWORK_NOT_RESTORABLE } from '../../src/services/homework/routes/delete';
import { REFERENCE_MESSAGES } from '../../src/services/homework/routes/save';
import { MESSAGING_TEXTS } from '../../src/services/messaging/routes';
import { ANALYTICS_TOO_MANY } from '../../src/web/analytics';
import { webMessages } from '../../src/web/messages';
import { notBuiltPage } from '../../src/web/static';

const CATALOGUES: [string, Catalogue<Messages>][] = [
  ['identity', identityMessages as unknown as Catalogue<Messages>],
  ['account mails', accountMailMessages as unknown as Catalogue<Messages>],
  ['API', apiMessages as unknown as Catalogue<Messages>],
  ['web pages', webMessages as unknown as Catalogue<Messages>],
  ['schema validation', validationMessages as unknown as Catalogue<Messages>],
];

/** The parser's element types (its TYPE enum): an argument, a select, a plural. */
const TYPE = { argument: 1, select: 5, plural: 6 } as const;

/** A value for each of a message's arguments (its parsed top level): a count for a plural, a choice for a select, else a word. */
function valuesOf(source: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const quoted = source.replace(/\{\{(\w+)\}\}/g, "'{{'$1'}}'");
  for (const element of new IntlMessageFormat(quoted, 'en', undefined, { ignoreTag: true }).getAst()) {
    if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if (element.type === TYPE.plural) values[element.value] = 2;
    if (element.type === TYPE.select) values[element.value] = 'email';
  }
  return values;
}

for (const [name, catalogue] of CATALOGUES) {
  describe(`the ${name} catalogue`, () => {
    test('Welsh has every English key and no other', () => assert.deepEqual(Object.keys(catalogue.cy).sort(), Object.keys(catalogue.en).sort()));

    test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
      for (const [key, message] of Object.entries(catalogue.cy)) assert.doesNotMatch(message, /'/, key);
    });

    test('every message formats in both languages, and the Welsh differs from the English', () => {
      for (const key of Object.keys(catalogue.en)) {
        const values = valuesOf(sourceOf(catalogue.en[key]));
        const english = catalogue.text('en', key, values);
        const welsh = catalogue.text('cy', key, values);
        assert.ok(english && welsh, key);
        assert.notEqual(welsh, english, key);
        for (const value of Object.values(values)) if (typeof value === 'string' && value.startsWith('«')) assert.ok(welsh.includes(value), `${key} in Welsh lacks ${value}`);
      }
    });
  });
}

describe('the English is the text as it was, byte for byte', () => {
  const en = (key: keyof typeof identityMessages.en, values?: Record<string, string | number>) => identityMessages.text('en', key, values);

  test('the sign-in pages', () => {
    assert.equal(en('signIn.heading'), 'Sign in to Homework');
    assert.equal(en('signIn.forgot'), 'Forgot password?');
    assert.equal(en('signIn.invalid'), MESSAGES.invalidCredentials);
    assert.equal(en('signIn.expired'), 'This sign-in page has expired. Please go back to Homework and sign in again.');
    assert.equal(en('signOut.doneTitle'), STATUS_PAGES.signedOut.title);
    assert.equal(en('signOut.doneBody'), STATUS_PAGES.signedOut.body);
    assert.equal(en('password.rule'), PASSWORD_RULE.text);
    assert.equal(SCHOOL_SIGN_IN_TEXTS.noStaff('Oakwood', 'email', 'a@b.example'), "You signed in with your school, but Homework has no member of staff at Oakwood with the e-mail address a@b.example. Please ask your school's Homework administrator to check your details.");
    assert.equal(SCHOOL_SIGN_IN_TEXTS.noClaim('username'), "You signed in with your school, but your school's sign-in did not tell Homework your username. Please let your school's IT team know.");
    for (const minutes of [1, 2, 15]) assert.equal(en('password.tooMany', { minutes }), PASSWORD_TEXTS.tooManyRequests(minutes));
    for (const key of ['tooShort', 'tooLong', 'different', 'unknownLink', 'usedLink', 'expiredLink', 'usernameTaken', 'nameMissing', 'linkSent'] as const) {
      assert.equal(en(`password.${key}`), PASSWORD_TEXTS[key], key);
      assert.equal(identityMessages.translate('en', PASSWORD_TEXTS[key]), PASSWORD_TEXTS[key], key);
      assert.equal(identityMessages.translate('cy', PASSWORD_TEXTS[key]), identityMessages.text('cy', `password.${key}`), key);
    }
  });

  test('the password mails', () => {
    assert.equal(LINK_VALID_DAYS, 7);
    assert.deepEqual(passwordMail('invitation', 'en'), {
      subject: 'Set your password for Homework at {{SchoolName}}',
      bodyHtml: [
        '<p>Dear {{RecipientName}},</p>',
        '<p>{{SchoolName}} uses Homework to set homework and send messages. Before you first sign in, please set your password:</p>',
        '<p><a href="{{PasswordLink}}">Set your password</a></p>',
        '<p>The link works once, for 7 days.</p>',
        '<p>{{SchoolName}}</p>',
      ].join('\n'),
    });
    assert.deepEqual(passwordMail('reset', 'en'), {
      subject: 'A new password for Homework',
      bodyHtml: [
        '<p>Dear {{RecipientName}},</p>',
        '<p>Somebody (we hope you) asked to set a new password for your Homework account:</p>',
        '<p><a href="{{PasswordLink}}">Set a new password</a></p>',
        '<p>The link works once, for 7 days. If you did not ask for it, ignore this mail: your password stays as it is.</p>',
        '<p>{{SchoolName}}</p>',
      ].join('\n'),
    });
    const welsh = passwordMail('reset', 'cy');
    assert.ok(welsh.bodyHtml.includes('href="{{PasswordLink}}"') && welsh.bodyHtml.startsWith('<p>Annwyl {{RecipientName}},</p>'));
  });

  test('a mark scheme’s problems, refused in English, answer in the editor’s Welsh', () => {
    const problems: SchemeProblem[] = [
      { problem: 'nameNeeded' },
      { problem: 'pointsNeeded', criterion: 'Spelling', level: 2 },
      { problem: 'bandsOverlap', first: 'Pass', second: 'Merit' },
      { problem: 'bandGap', from: 4, to: 4 },
      { problem: 'bandGap', from: 4, to: 6 },
    ];
    for (const found of problems) {
      const { key, values } = schemeProblemMessage(found);
      const welsh = Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, String(value)), SCHEME_PROBLEM_MESSAGES.cy[key]);
      assert.equal(apiMessages.translate('cy', schemeProblemText(found)), welsh);
    }
  });

  test('the API’s refusals', () => {
    const api = (key: keyof typeof apiMessages.en) => apiMessages.text('en', key);
    assert.equal(api('homework.notFound'), HOMEWORK_NOT_FOUND_MESSAGE);
    // The homework form knows a stale edit by its body's STALE_EDIT_DETAIL, so its words translate.
    assert.equal(api('homework.stale'), STALE_EDIT_MESSAGE);
    assert.notEqual(apiMessages.translate('cy', STALE_EDIT_MESSAGE), STALE_EDIT_MESSAGE);
    assert.equal(api('homework.gone'), deleteTexts.goneTitle);
    assert.equal(api('homework.notRestorable'), HOMEWORK_NOT_RESTORABLE);
    assert.equal(api('homework.alreadyBack'), HOMEWORK_ALREADY_BACK);
    assert.equal(api('files.unreadable'), MULTIPART_NOT_READABLE);
    assert.equal(api('request.tooDeep'), TOO_DEEPLY_NESTED_MESSAGE);
    assert.equal(api('analytics.tooMany'), ANALYTICS_TOO_MANY);
    assert.equal(api('messaging.homeworkMailOff'), MESSAGING_TEXTS.homeworkMailOff);
    assert.equal(api('messaging.notFound'), MESSAGING_TEXTS.messageNotFound);
    assert.equal(api('scope.noStaff'), MESSAGING_TEXTS.notStaff);
    assert.equal(apiMessages.translate('cy', MESSAGING_TEXTS.attachmentNotFound('a.pdf')), 'Ni chafwyd hyd i’r atodiad “a.pdf”. Llwythwch ef i fyny eto.');
    for (const key of ['notFound', 'ownOnly', 'notSchoolAdmin', 'changedSince', 'notDeleted', 'keptTooLong', 'noScheme', 'marksChangedSince', 'copyNotFound', 'levelNotInScheme'] as const)
      assert.equal(api(`schemes.${key}`), markSchemeRefusals[key], key);
    for (const key of ['notFound', 'ownOnly', 'subjectNeeded', 'notSubjectTeacher', 'notSchoolAdmin', 'changedSince', 'blank', 'notDeleted', 'keptTooLong'] as const)
      assert.equal(api(`bank.${key}`), commentBankRefusals[key], key);
    for (const rule of Object.keys(ACCESS_REFUSED) as (keyof typeof ACCESS_REFUSED)[]) assert.equal(api(`access.${rule}`), ACCESS_REFUSED[rule]);
    for (const key of ['subjectNotFound', 'setByNotFound', 'groupNotFound', 'studentNotFound'] as const) assert.equal(api(`homework.${key}`), REFERENCE_MESSAGES[key]);
    assert.equal(apiMessages.text('en', 'homework.attachmentNotFound', { file: 'a.pdf' }), REFERENCE_MESSAGES.attachmentNotFound('a.pdf'));
    const markingTexts: [keyof typeof apiMessages.en, string][] = [
      ['marking.notOnHomework', marking.STUDENT_NOT_ON_HOMEWORK],
      ['marking.studentNotFound', marking.STUDENT_NOT_FOUND],
      ['marking.notHandedIn', marking.NOT_HANDED_IN],
      ['marking.empty', marking.MARK_EMPTY],
      ['marking.extensionNotAfterDue', marking.EXTENSION_NOT_AFTER_DUE],
      ['marking.listedTwice', marking.STUDENT_LISTED_TWICE],
      ['marking.dateWithoutHandIn', marking.DATE_WITHOUT_HAND_IN],
      ['marking.handInWithoutDate', marking.HAND_IN_WITHOUT_DATE],
      ['marking.timeRangeBackwards', marking.TIME_RANGE_BACKWARDS],
      ['marking.linkRefused', marking.LINK_REFUSED],
      ['marking.fileGone', marking.FILE_NOT_FOUND],
      ['marking.oneNotOnHomework', marking.studentsNotOnHomework(1)],
      ['marking.notInClearance', marking.NOT_IN_CLEARANCE],
      ['marking.keyNotValid', marking.KEY_NOT_VALID],
      ['marking.keyUsed', marking.KEY_USED_FOR_ANOTHER_CHANGE],
      ['marking.streamPosition', marking.STREAM_POSITION_NOT_VALID],
    ];
    for (const [key, text] of markingTexts) assert.equal(api(key), text, key);
  });

  test('the page before the front end is built', () => {
    assert.equal(
      notBuiltPage('en'),
      `<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Homework</title></head>
<body><h1>Homework is starting</h1><p>The front end has not been built yet. Run <code>npm start</code> (or
<code>npm run build</code>) and reload this page.</p></body></html>`,
    );
    const welsh = notBuiltPage('cy');
    assert.ok(welsh.includes('<html lang="cy">') && welsh.includes('<h1>Mae Gwaith Cartref yn cychwyn</h1>') && welsh.includes('<code>npm start</code>'));
    assert.ok(welsh.includes('Mae’r testunau Cymraeg yn aros i siaradwr Cymraeg eu hadolygu.'));
  });

  test('a refusal in English comes back in Welsh, its values read from it; one the catalogue lacks stays as it is', () => {
    assert.equal(apiMessages.translate('cy', REFERENCE_MESSAGES.attachmentNotFound('Plan "B".pdf')), 'Ni chafwyd hyd i’r atodiad “Plan "B".pdf”. Llwythwch ef i fyny eto.');
    assert.equal(apiMessages.translate('cy', 'Not found: GET /api/nothing'), 'Heb ei ganfod: GET /api/nothing');
    assert.equal(apiMessages.translate('cy', HOMEWORK_NOT_FOUND_MESSAGE), 'Ni chafwyd hyd i’r gwaith cartref.');
    assert.equal(apiMessages.translate('cy', '"x" is not a valid homework id.'), '"x" is not a valid homework id.');
    assert.equal(apiMessages.translate('en', HOMEWORK_NOT_FOUND_MESSAGE), HOMEWORK_NOT_FOUND_MESSAGE);
  });

  test('a page’s words as HTML: the text and its values escaped, <strong> kept', () => {
    assert.equal(identityMessages.html('en', 'password.yourUsername', { username: '<b>&' }), 'Your username is <strong>&lt;b&gt;&amp;</strong>.');
    assert.equal(identityMessages.html('en', 'school.down').slice(0, 20), 'Your school&#39;s si');
  });
});

describe('which language a request asks for', () => {
  for (const [header, language] of [
    ['cy', 'cy'],
    ['cy-GB,cy;q=0.9,en;q=0.8', 'cy'],
    ['en-GB,en;q=0.9,cy;q=0.8', 'en'],
    ['fr-FR, cy;q=0.5', 'cy'],
    ['cy;q=0, en', 'en'],
    ['fr', null],
    ['*', null],
    [undefined, null],
  ] as const) {
    test(`Accept-Language ${header}: ${language}`, () => assert.equal(languageOfAcceptLanguage(header), language));
  }
  test('ui_locales: the first of the suite’s', () => {
    assert.equal(languageOfList('fr cy-GB en'), 'cy');
    assert.equal(languageOfList('de'), null);
    assert.equal(languageOfList(undefined), null);
  });
});
