import { act, render, screen } from '@testing-library/react';
import { createCatalogue, spec } from './catalogue';
import { setActiveLanguage, setSchoolLanguage, showPseudoLocale, useOwnTextLang } from './language-store';

const en = {
  literal: spec("It's {not} ICU: <b>as written</b>"),
  students: '{count, plural, one {{count} student} other {{count} students}}',
  onlyEnglish: 'Only in English',
};

/** Welsh's six plural forms, each marked so the test sees which one was chosen. */
const cy = {
  literal: 'Testun',
  students: '{count, plural, zero {zero:{count} disgybl} one {one:{count} disgybl} two {two:{count} ddisgybl} few {few:{count} disgybl} many {many:{count} disgybl} other {other:{count} o ddisgyblion}}',
  onlyEnglish: 'Yn Saesneg yn unig',
};

const catalogue = () => createCatalogue(en, { cy: async () => ({ default: cy }) });

afterEach(() => {
  showPseudoLocale(false);
  setSchoolLanguage('en');
  setActiveLanguage('en');
});

test('a spec text is used exactly as written, never read as ICU', () => {
  expect(catalogue().format('literal', undefined, 'en')).toBe("It's {not} ICU: <b>as written</b>");
});

test('English counts in two forms', () => {
  const messages = catalogue();
  expect([0, 1, 2, 1000].map((count) => messages.format('students', { count }, 'en'))).toEqual(['0 students', '1 student', '2 students', '1000 students']);
});

test.each([
  [0, 'zero:0 disgybl'],
  [1, 'one:1 disgybl'],
  [2, 'two:2 ddisgybl'],
  [3, 'few:3 disgybl'],
  [4, 'other:4 o ddisgyblion'],
  [5, 'other:5 o ddisgyblion'],
  [6, 'many:6 disgybl'],
  [7, 'other:7 o ddisgyblion'],
  [11, 'other:11 o ddisgyblion'],
  [100, 'other:100 o ddisgyblion'],
])('Welsh counts in six forms, by Intl.PluralRules: %i → %p', async (count, text) => {
  const messages = catalogue();
  await messages.load('cy');
  expect(messages.format('students', { count }, 'cy')).toBe(text);
});

test('Intl.PluralRules knows all six of Welsh’s forms', () => {
  expect(new Intl.PluralRules('cy').resolvedOptions().pluralCategories.sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
});

test('a language not loaded yet is shown in English, and loaded once however often it is asked for', async () => {
  const loader = jest.fn(async () => ({ default: cy }));
  const messages = createCatalogue(en, { cy: loader });
  expect(messages.format('onlyEnglish', undefined, 'cy')).toBe('Only in English');
  await Promise.all([messages.load('cy'), messages.load('cy')]);
  expect(loader).toHaveBeenCalledTimes(1);
  expect(messages.format('onlyEnglish', undefined, 'cy')).toBe('Yn Saesneg yn unig');
});

test('a load that fails is asked for again next time', async () => {
  const loader = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: cy });
  const messages = createCatalogue(en, { cy: loader });
  await expect(messages.load('cy')).rejects.toThrow('offline');
  await messages.load('cy');
  expect(messages.format('onlyEnglish', undefined, 'cy')).toBe('Yn Saesneg yn unig');
});

test('the page’s language is one fact: setting it changes <html lang> and what every catalogue’s hook renders', async () => {
  setActiveLanguage('en');
  const messages = catalogue();
  function Texts() {
    const t = messages.useMessages();
    return <p>{t('students', { count: 2 })}</p>;
  }
  render(<Texts />);
  expect(screen.getByText('2 students')).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('en-GB');
  act(() => setActiveLanguage('cy'));
  expect(document.documentElement.lang).toBe('cy');
  // Loaded by the hook, then shown.
  expect(await screen.findByText('two:2 ddisgybl')).toBeInTheDocument();
  act(() => setActiveLanguage('en'));
  expect(screen.getByText('2 students')).toBeInTheDocument();
});

test('a catalogue formats in the pseudo-locale once it is shown, with values inside the marks, and the page says en-XA', () => {
  const catalogue = createCatalogue({ signOut: 'Sign Out', drafts: '{count, plural, one {# draft} other {# drafts}}' }, { cy: async () => ({ default: { signOut: 'Allgofnodi', drafts: 'drafftiau' } }) });
  expect(catalogue.format('signOut', undefined, 'en')).toBe('Sign Out');
  showPseudoLocale();
  expect(catalogue.format('signOut', undefined, 'en')).toBe('⟦Sign Out···⟧');
  expect(catalogue.format('drafts', { count: 2 }, 'en')).toBe('⟦2 drafts···⟧');
  expect(document.documentElement.lang).toBe('en-XA');
  showPseudoLocale(false);
  expect(document.documentElement.lang).toBe('en-GB');
  expect(catalogue.format('signOut', undefined, 'en')).toBe('Sign Out');
});

test('a person’s own text takes the school’s language where the page is in another, and the page’s where they are the same', () => {
  function Title() {
    return <span lang={useOwnTextLang()}>Afonydd</span>;
  }
  setSchoolLanguage('cy');
  setActiveLanguage('cy');
  render(<Title />);
  expect(screen.getByText('Afonydd')).not.toHaveAttribute('lang');
  act(() => setActiveLanguage('en'));
  expect(screen.getByText('Afonydd')).toHaveAttribute('lang', 'cy');
  act(() => setSchoolLanguage('en'));
  expect(screen.getByText('Afonydd')).not.toHaveAttribute('lang');
  act(() => setActiveLanguage('cy'));
  expect(screen.getByText('Afonydd')).toHaveAttribute('lang', 'en-GB');
});
