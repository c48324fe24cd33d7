// The shell's catalogues (decision 0040): English is the spec's texts exactly; Welsh has every key,
// every message formats in both, and Welsh counts in its six forms.
import { MESSAGES, STATUS_PAGES } from '@homework/contracts';
import { signOutQuestionText } from '../sign-out/sign-out-rules';
import cy from './cy';
import en from './en';
import { shellMessages } from '.';

beforeAll(() => shellMessages.load('cy'));

test('the spec’s texts are the English catalogue, byte for byte', () => {
  const english = (key: keyof typeof en) => shellMessages.format(key, undefined, 'en');
  expect(english('status.unauthorised.title')).toBe(STATUS_PAGES.unauthorised.title);
  expect(english('status.unauthorised.signedIn')).toBe(MESSAGES.unauthorisedSignedIn);
  expect(english('status.unauthorised.register')).toBe(MESSAGES.unauthorisedRegister);
  expect(english('status.unauthorised.fetch')).toBe(MESSAGES.unauthorisedFetch);
  expect(english('status.signedOut.title')).toBe(STATUS_PAGES.signedOut.title);
  expect(english('status.signedOut.body')).toBe(STATUS_PAGES.signedOut.body);
  expect(english('status.noLicenses.title')).toBe(STATUS_PAGES.noLicenses.title);
  expect(english('status.noLicenses.body')).toBe(STATUS_PAGES.noLicenses.body);
  // 01 §1's user menu and footer, as the spec words them.
  expect(['userMenu.profile', 'userMenu.signOut', 'userMenu.signIn', 'footer.help', 'userMenu.button'].map((key) => english(key as keyof typeof en))).toEqual([
    'My Profile',
    'Sign Out',
    'Sign In',
    'Help - Engagement Portal',
    'User menu',
  ]);
});

test('Welsh has every key English has, and no other', () => {
  expect(Object.keys(cy).sort()).toEqual(Object.keys(en).sort());
});

test('no Welsh message has an ASCII apostrophe, which ICU would read as a quotation', () => {
  expect(Object.entries(cy).filter(([, message]) => message.includes("'"))).toEqual([]);
});

test('every message formats in both languages, and Welsh differs from English', () => {
  const values = { initials: 'ST', name: 'Mrs Sarah Thompson', drafts: 2, waiting: 1 };
  for (const key of Object.keys(en) as (keyof typeof en)[]) {
    expect(shellMessages.format(key, values, 'en')).not.toBe('');
    expect(shellMessages.format(key, values, 'cy')).not.toBe(shellMessages.format(key, values, 'en'));
  }
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
