// The shell's catalogues (decision 0040), each with the part it is loaded with: English is the spec's
// texts exactly; Welsh has every key, every message formats in both, and Welsh counts in its six forms.
import { MESSAGES, SCHOOL_DATA_PAGE_TITLE, SCHOOL_DATA_TEXTS, STATUS_PAGES, fileNotSupported } from '@homework/contracts';
import type { Catalogue, Messages } from '@homework/platform/messages';
import signOutCy from '../sign-out/messages/cy';
import signOutEn from '../sign-out/messages/en';
import { schoolDataMessages } from '../school-data/messages';
import schoolDataCy from '../school-data/messages/cy';
import schoolDataEn from '../school-data/messages/en';
import { signOutMessages } from '../sign-out/messages';
import { signOutQuestionText } from '../sign-out/sign-out-rules';
import statusCy from '../status-pages/messages/cy';
import statusEn from '../status-pages/messages/en';
import { statusPageMessages } from '../status-pages/messages';
import cy from './cy';
import en from './en';
import { shellMessages } from '.';

const CATALOGUES: [string, Catalogue<Messages>, Messages, Record<string, string>][] = [
  ['the shell', shellMessages as unknown as Catalogue<Messages>, en, cy],
  ['the status pages', statusPageMessages as unknown as Catalogue<Messages>, statusEn, statusCy],
  ['Sign Out', signOutMessages as unknown as Catalogue<Messages>, signOutEn, signOutCy],
  ['School data', schoolDataMessages as unknown as Catalogue<Messages>, schoolDataEn, schoolDataCy],
];

beforeAll(() => Promise.all(CATALOGUES.map(([, catalogue]) => catalogue.load('cy'))));

test('the spec’s texts are the English catalogue, byte for byte', () => {
  const english = (key: keyof typeof statusEn) => statusPageMessages.format(key, undefined, 'en');
  expect(english('status.unauthorised.title')).toBe(STATUS_PAGES.unauthorised.title);
  expect(english('status.unauthorised.signedIn')).toBe(MESSAGES.unauthorisedSignedIn);
  expect(english('status.unauthorised.register')).toBe(MESSAGES.unauthorisedRegister);
  expect(english('status.unauthorised.fetch')).toBe(MESSAGES.unauthorisedFetch);
  expect(english('status.signedOut.title')).toBe(STATUS_PAGES.signedOut.title);
  expect(english('status.signedOut.body')).toBe(STATUS_PAGES.signedOut.body);
  expect(english('status.noLicenses.title')).toBe(STATUS_PAGES.noLicenses.title);
  expect(english('status.noLicenses.body')).toBe(STATUS_PAGES.noLicenses.body);
  // 01 §1's user menu and footer, as the spec words them.
  expect((['userMenu.profile', 'userMenu.signOut', 'userMenu.signIn', 'footer.help', 'userMenu.button'] as const).map((key) => shellMessages.format(key, undefined, 'en'))).toEqual([
    'My Profile',
    'Sign Out',
    'Sign In',
    'Help - Engagement Portal',
    'User menu',
  ]);
});

test('the School data page words the contracts’ texts as they do', () => {
  const english = (key: keyof typeof schoolDataEn, values?: Record<string, string | number>) => schoolDataMessages.format(key, values, 'en');
  expect(english('page.title')).toBe(SCHOOL_DATA_PAGE_TITLE);
  expect(english('answer.nothingWould')).toBe(SCHOOL_DATA_TEXTS.nothingChanged(true));
  expect(english('answer.nothingDid')).toBe(SCHOOL_DATA_TEXTS.nothingChanged(false));
  expect(english('inv.none')).toBe(SCHOOL_DATA_TEXTS.noneToInvite);
  expect(english('file.notSupported', { file: 'users.csv' })).toBe(fileNotSupported('users.csv'));
  expect(english('file.tooLarge', { file: 'school.zip', mb: 250 })).toBe(SCHOOL_DATA_TEXTS.tooLarge('school.zip'));
  expect(english('inv.withoutEmail', { names: 'Ann Lee, Bo Yu' })).toBe(SCHOOL_DATA_TEXTS.withoutEmail(['Ann Lee', 'Bo Yu']));
  for (const count of [0, 1, 2, 12]) {
    expect(english('inv.will', { count })).toBe(SCHOOL_DATA_TEXTS.willInvite(count));
    expect(english('inv.sent', { count })).toBe(SCHOOL_DATA_TEXTS.invited(count));
  }
});

describe.each(CATALOGUES)('%s', (_name, catalogue, english, welsh) => {
  test('Welsh has every key English has, and no other', () => {
    expect(Object.keys(welsh).sort()).toEqual(Object.keys(english).sort());
  });

  test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
    expect(Object.entries(welsh).filter(([, message]) => message.includes("'"))).toEqual([]);
  });

  test('every message formats in both languages, and the Welsh differs from the English', () => {
    const values = {
      ...{ initials: 'ST', name: 'Mrs Sarah Thompson', drafts: 2, waiting: 1 },
      ...{ file: 'school.zip', mb: 250, percent: 40, count: 3, kind: 'staff', added: 1, changed: 2, removed: '1 left', as: 'left', line: 4, column: 'email', names: 'Ann Lee' },
    };
    for (const key of Object.keys(english)) {
      expect(catalogue.format(key, values, 'en')).not.toBe('');
      expect(catalogue.format(key, values, 'cy')).not.toBe(catalogue.format(key, values, 'en'));
    }
  });
});

describe('Sign Out’s question counts in Welsh’s six forms', () => {
  test.each([
    [0, 'Mae gennych chi 0 drafft heb eu cadw ar y cyfrifiadur hwn'],
    [1, 'Mae gennych chi 1 drafft heb ei gadw ar y cyfrifiadur hwn'],
    [2, 'Mae gennych chi 2 ddrafft heb eu cadw ar y cyfrifiadur hwn'],
    [3, 'Mae gennych chi 3 drafft heb eu cadw ar y cyfrifiadur hwn'],
    [6, 'Mae gennych chi 6 drafft heb eu cadw ar y cyfrifiadur hwn'],
    [7, 'Mae gennych chi 7 o ddrafftiau heb eu cadw ar y cyfrifiadur hwn'],
  ])('%i draft(s)', (drafts, start) => {
    expect(signOutQuestionText(drafts, 0, 'cy').startsWith(start)).toBe(true);
  });

  test('with changes not sent, and drafts after them', () => {
    expect(signOutQuestionText(2, 1, 'cy')).toContain('Mae gennych chi 1 newid marcio heb eu hanfon eto (wedi’u gwneud tra oedd y cysylltiad i lawr) a 2 ddrafft heb eu cadw ar y cyfrifiadur hwn.');
    expect(signOutQuestionText(0, 7, 'cy')).toContain('7 o newidiadau marcio heb eu hanfon eto (wedi’u gwneud tra oedd y cysylltiad i lawr) ar y cyfrifiadur hwn.');
  });
});
