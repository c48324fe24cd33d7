// A person's own words take the school's language where the page is in another (decision 0040).
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import type { Language } from '@homework/contracts';
import { setActiveLanguage, setSchoolLanguage, showPseudoLocale } from '@homework/platform/messages';
import { OwnText } from './own-text';

afterEach(() =>
  act(() => {
    showPseudoLocale(false);
    setSchoolLanguage('en');
    setActiveLanguage('en');
  }),
);

test.each<[string, string | null, { page: Language; school: Language; pseudo?: boolean }]>([
  ['a Welsh page at an English school', 'en-GB', { page: 'cy', school: 'en' }],
  ['an English page at a Welsh school', 'cy', { page: 'en', school: 'cy' }],
  ['a page in the school’s language', null, { page: 'cy', school: 'cy' }],
  ['the pseudo-locale at an English school', 'en-GB', { page: 'en', school: 'en', pseudo: true }],
])('%s: the text’s lang is %p', (_, lang, { page, school, pseudo = false }) => {
  act(() => {
    setSchoolLanguage(school);
    setActiveLanguage(page);
    showPseudoLocale(pseudo);
  });
  render(<OwnText id="title">Rivers of Wales</OwnText>);
  const text = screen.getByText('Rivers of Wales');
  expect(text).toHaveAttribute('id', 'title');
  if (lang) expect(text).toHaveAttribute('lang', lang);
  else expect(text).not.toHaveAttribute('lang');
});
