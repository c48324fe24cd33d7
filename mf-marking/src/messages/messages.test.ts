// The marking remote's catalogues (decision 0040): English is the spec's texts exactly (the contracts'
// words, byte for byte, also where the contracts build them from values); Welsh has every key, every
// message formats in both, and Welsh counts in its six forms.
import {
  clearMarkTexts,
  clearTexts,
  failedToLoadHomework,
  markChangedTexts,
  markingMessages,
  markLengthMessages,
  overviewNotSetNote,
  type ClearCounts,
} from '@homework/contracts';
import { heldMarksTexts } from '@homework/contracts/held-marks';
import { liveMarkingTexts } from '@homework/contracts';
import { commentBankTexts } from '@homework/contracts/comment-bank';
import { marksOutTexts } from '@homework/contracts/marks-out';
import { waitingChangeTexts } from '@homework/contracts/waiting-changes';
import type { Catalogue, Messages } from '@homework/platform/messages';
import viewersCy from '../features/attachment-viewer/viewers/messages/cy';
import viewersEn from '../features/attachment-viewer/viewers/messages/en';
import { viewerText } from '../features/attachment-viewer/viewers/messages';
import schemeCy from '../features/mark-schemes/components/messages/cy';
import schemeEn from '../features/mark-schemes/components/messages/en';
import { schemePanelText } from '../features/mark-schemes/components/messages';
import { markSchemeTexts } from '@homework/contracts/mark-schemes';
import bankCy from '../features/comment-bank/components/messages/cy';
import bankEn from '../features/comment-bank/components/messages/en';
import { bankDialogText } from '../features/comment-bank/components/messages';
import outCy from '../features/marks-out/components/messages/cy';
import outEn from '../features/marks-out/components/messages/en';
import { exportDialogText } from '../features/marks-out/components/messages';
import cy from './cy';
import en from './en';
import { markingText } from '.';

const CATALOGUES: [string, Catalogue<Messages>, Messages, Record<string, string>][] = [
  ['the marking remote', markingText as unknown as Catalogue<Messages>, en, cy],
  ['the mark-scheme panel', schemePanelText as unknown as Catalogue<Messages>, schemeEn, schemeCy],
  ['the comment bank dialog', bankDialogText as unknown as Catalogue<Messages>, bankEn, bankCy],
  ['the Export marks dialog', exportDialogText as unknown as Catalogue<Messages>, outEn, outCy],
  ['the file viewers', viewerText as unknown as Catalogue<Messages>, viewersEn, viewersCy],
];

beforeAll(() => Promise.all(CATALOGUES.map(([, catalogue]) => catalogue.load('cy'))));

const english = (key: keyof typeof en, values?: Record<string, string | number>) => markingText.format(key, values, 'en');

test('the spec’s texts are the English catalogue, byte for byte', () => {
  expect(english('mark.loadFailed', { reason: 'Boom.' })).toBe(failedToLoadHomework('Boom.'));
  expect(english('mark.saveFailed', { reason: 'No.' })).toBe(markingMessages.saveFailed('No.'));
  expect(english('mark.dateBeforeSet', { day: '03/02/2026' })).toBe(markingMessages.handInDateBeforeSet('2026-02-03'));
  expect(english('panel.gradeTooLong')).toBe(markLengthMessages.result);
  expect(english('clash.body', { by: 'Mr A', name: 'Ahmed, Zoe' })).toBe(markChangedTexts.body('Ahmed, Zoe', 'Mr A'));
  expect(english('clash.bodySomeone', { name: 'Ahmed, Zoe' })).toBe(markChangedTexts.body('Ahmed, Zoe', null));
  expect(english('clash.theirs', { by: 'Mr A' })).toBe(markChangedTexts.theirs('Mr A'));
  expect(english('clash.someone')).toBe(markChangedTexts.theirs(null));
  expect(english('clear.countFailed', { reason: 'Down.' })).toBe(clearTexts.countFailed('Down.'));
  expect(english('clear.restoreFailed', { reason: 'Gone.' })).toBe(clearTexts.restoreFailed('Gone.'));
  expect(english('clearMark.kept')).toBe(clearMarkTexts.kept);
  expect(english('live.typedKept', { name: 'Ahmed, Zoe' })).toBe(liveMarkingTexts.typedKept('Ahmed, Zoe'));
  expect(english('held.failed', { reason: 'x' })).toBe(heldMarksTexts.releaseFailed('x'));
  expect(english('bank.added', { excerpt: 'Well done' })).toBe(commentBankTexts.added('Well done'));
  expect(english('bank.addFailed', { reason: 'x' })).toBe(commentBankTexts.addFailed('x'));
  expect(english('bank.nothingToAdd')).toBe(commentBankTexts.nothingToAdd);
  expect(english('out.exported', { file: 'Marks.xlsx' })).toBe(marksOutTexts.exported('Marks.xlsx'));
  expect(english('out.button')).toBe(marksOutTexts.button);
  const bank = (key: keyof typeof bankEn, values?: Record<string, string | number>) => bankDialogText.format(key, values, 'en');
  expect(bank('bank.hint', { tag: '{{StudentName}}' })).toBe(commentBankTexts.searchHint);
  expect(bank('bank.noMatch', { search: 'well' })).toBe(commentBankTexts.noMatch(' well '));
  expect([1, 7].map((count) => bank('bank.found', { count }))).toEqual([commentBankTexts.found(1, 1), commentBankTexts.found(7, 7)]);
  expect(bank('bank.foundMore', { count: 80, shown: 50 })).toBe(commentBankTexts.found(80, 50));
  expect([0, 1, 5].map((uses) => bank('bank.used', { uses }))).toEqual([0, 1, 5].map(commentBankTexts.usedTimes));
  for (const kind of ['subject', 'school'] as const) {
    expect(bank('edit.shared', { bank: kind })).toBe(commentBankTexts.editQuestion.shared(kind));
    expect(bank('delete.shared', { bank: kind })).toBe(commentBankTexts.deleteQuestion.shared(kind));
  }
  for (const kind of ['own', 'subject', 'school'] as const) expect(bank('delete.line', { bank: kind, text: 'Good' })).toEqual(commentBankTexts.deleteQuestion.lines({ text: 'Good', bank: kind })[0]);
  expect([bank('edit.before', { text: 'a' }), bank('edit.after', { text: 'b' })]).toEqual(commentBankTexts.editQuestion.lines({ before: 'a', after: 'b' }));
  expect(bank('bank.edited', { excerpt: 'x' })).toBe(commentBankTexts.edited('x'));
  expect(bank('bank.deleted', { excerpt: 'x' })).toBe(commentBankTexts.deleted('x'));
  expect(bank('bank.changeFailed', { reason: 'x' })).toBe(commentBankTexts.changeFailed('x'));
  expect(bank('bank.loadFailed', { reason: 'x' })).toBe(commentBankTexts.loadFailed('x'));
  expect(exportDialogText.format('out.failed', { reason: 'x' }, 'en')).toBe(marksOutTexts.failed('x'));
  expect(exportDialogText.format('out.loading', undefined, 'en')).toBe(markingMessages.loading);
  expect(english('sv.notSet', { day: '03/02/2026' })).toBe(overviewNotSetNote('03/02/2026'));
  const scheme = (key: keyof typeof schemeEn, values: Record<string, string | number>) => schemePanelText.format(key, values, 'en');
  expect(scheme('scheme.level', { number: 2, descriptor: 'Clear', points: 1 })).toBe(markSchemeTexts.levelName(1, 'Clear', 1));
  expect(scheme('scheme.level', { number: 2, descriptor: 'Clear', points: 3 })).toBe(markSchemeTexts.levelName(1, 'Clear', 3));
  expect(scheme('scheme.chosen', { chosen: 1, criteria: 3 })).toBe(markSchemeTexts.total(null, 1, 3));
  expect(scheme('scheme.grade', { grade: 'B' })).toBe(markSchemeTexts.total('B', 1, 3));
});

test.each([0, 1, 2, 1234])('counts read as the contracts count them: %i', (count) => {
  const counts: ClearCounts = { HandIns: count, Marks: count, Files: count };
  expect(clearTexts.lines(counts)).toEqual([english('clear.handIns', { count }), english('clear.marks', { count }), english('clear.files', { count })]);
  expect(english('wait.offline', { count })).toBe(waitingChangeTexts.offline(count));
  if (count > 0) {
    expect(english('wait.sending', { count })).toBe(waitingChangeTexts.sending(count));
    expect(english('wait.allSent', { count })).toBe(waitingChangeTexts.allSent(count));
    expect(english('held.title', { count })).toBe(heldMarksTexts.releaseQuestion.title({ Students: count, Mailed: 0, NoAddress: 0, MailOn: false }));
    expect(english('held.released', { count, mailed: count })).toBe(heldMarksTexts.released({ Released: count, Mailed: count }));
  }
  expect(english('held.released', { count: 2, mailed: 0 })).toBe(heldMarksTexts.released({ Released: 2, Mailed: 0 }));
});

test('a kept change the server refused, in the contracts’ words', () => {
  for (const kind of ['saveMark', 'handIn', 'clearHandedIn', 'clearMark'] as const) {
    expect(english('wait.refused', { kind, name: 'Ahmed, Zoe', reason: 'No.' })).toBe(waitingChangeTexts.refused('Ahmed, Zoe', kind, 'No.'));
    expect(english('wait.discardQuestion', { kind, name: 'Ahmed, Zoe' })).toBe(waitingChangeTexts.discardQuestion('Ahmed, Zoe', kind));
  }
});

describe.each(CATALOGUES)('%s', (_name, catalogue, englishMessages, welsh) => {
  test('Welsh has every key English has, and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(englishMessages).sort());
  });

  test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
    expect(Object.entries(welsh).filter(([, message]) => message.includes("'"))).toEqual([]);
  });

  test('every message formats in both languages, and the Welsh differs from the English', () => {
    const values = { name: 'Ahmed, Zoe', reason: 'Boom.', count: 2, chosen: 1, total: 3, mailed: 1, kind: 'handIn', by: 'Mr A', time: '14:52', who: 'Mr A', students: 'Zoe', a: 'x', b: 'y', c: 'z', what: 'w', day: '03/02/2026', due: '03/02/2026', extended: '04/02/2026', subject: 'Maths', when: '03/02/2026', grade: 'A', comment: 'Good', missed: 'm', excerpt: 'Well done', file: 'Marks.xlsx', status: 'Handed in', percent: '50.00', figures: 'Due 2', title: 'Essay', descriptor: 'Clear', points: 3, criteria: 3, tag: '{{StudentName}}', search: 'well', shown: 1, uses: 2, bank: 'school', text: 'Good', label: 'Essay.pdf', number: 1, rows: 500, columns: 52 };
    for (const key of Object.keys(englishMessages)) {
      expect(catalogue.format(key, values, 'en')).not.toBe('');
      expect([key, catalogue.format(key, values, 'cy')]).not.toEqual([key, catalogue.format(key, values, 'en')]);
    }
  });
});

describe('Welsh counts in its six forms', () => {
  test.each([
    [0, 'dim cyflwyniadau'],
    [1, '1 cyflwyniad'],
    [2, '2 gyflwyniad'],
    [3, '3 cyflwyniad'],
    [6, '6 cyflwyniad'],
    [7, '7 o gyflwyniadau'],
  ])('%i hand-in(s)', (count, text) => {
    expect(markingText.format('clear.handIns', { count }, 'cy')).toBe(text);
  });
});
