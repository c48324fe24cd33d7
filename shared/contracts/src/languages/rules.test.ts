// The language a browser last showed its pages in (decision 0040): kept, else English.
import { LANGUAGE_STORAGE_KEY, lastShownLanguage } from './rules';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === LANGUAGE_STORAGE_KEY ? value : null) });

test.each([
  ['cy', 'cy'],
  ['en', 'en'],
  [null, 'en'],
  ['fr', 'en'],
  ['CY', 'en'],
])('stored %p is shown as %p', (stored, language) => {
  expect(lastShownLanguage(storing(stored))).toBe(language);
});

test('storage that refuses to be read is English', () => {
  expect(
    lastShownLanguage({
      getItem: () => {
        throw new Error('SecurityError');
      },
    }),
  ).toBe('en');
});
