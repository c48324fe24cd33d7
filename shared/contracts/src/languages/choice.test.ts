import { LANGUAGES } from './rules';
import { chooseLanguage, isLanguage } from './choice';

describe('the language a person sees: their own choice, else their school’s, else English', () => {
  test.each([
    ['cy', 'en', 'cy'],
    ['en', 'cy', 'en'],
    [null, 'cy', 'cy'],
    [undefined, 'cy', 'cy'],
    [null, 'en', 'en'],
    [null, null, 'en'],
    [undefined, undefined, 'en'],
    // A stored value the suite has no catalogue for counts as no choice.
    ['fr', 'cy', 'cy'],
    ['CY', 'en', 'en'],
    ['fr', 'de', 'en'],
    ['', '', 'en'],
  ])('chosen %p, school %p → %p', (chosen, school, seen) => {
    expect(chooseLanguage(chosen, school)).toBe(seen);
  });
});

test('a language is one of the suite’s, by its exact tag', () => {
  expect(LANGUAGES.every(isLanguage)).toBe(true);
  expect(isLanguage('en-GB')).toBe(false);
});
