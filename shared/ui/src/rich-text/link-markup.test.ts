import { linkMarkup, normaliseWebAddress } from './link-markup';

test.each([
  // text, web address, inserted
  ['BBC News', 'https://www.bbc.co.uk/news', '[BBC News | https://www.bbc.co.uk/news]'],
  ['  BBC   News ', '  https://www.bbc.co.uk/news  ', '[BBC News | https://www.bbc.co.uk/news]'],
  ['BBC', 'www.bbc.co.uk', '[BBC | https://www.bbc.co.uk]'],
  ['BBC', '//www.bbc.co.uk', '[BBC | https://www.bbc.co.uk]'],
  ['Site', 'http://example.com', '[Site | http://example.com]'],
  ['Local', 'localhost:3000/page', '[Local | https://localhost:3000/page]'],
  ['Mail me', 'mailto:teacher@school.org', '[Mail me | mailto:teacher@school.org]'],
  ['', 'https://example.com', '[https://example.com | https://example.com]'],
  ['   ', 'https://example.com', '[https://example.com | https://example.com]'],
  ['A [tricky] | text', 'https://example.com/a|b[1]', '[A tricky text | https://example.com/a%7Cb%5B1%5D]'],
  // no web address: nothing is inserted
  ['BBC', '', null],
  ['BBC', '   ', null],
  ['', '', null],
  // not a web address a link may have
  ['Click', 'javascript:alert(1)', null],
  ['Click', 'JavaScript:alert(1)', null],
  ['Data', 'data:text/html,<script>alert(1)</script>', null],
  ['Spaces', 'https://exa mple.com', null],
  ['Bare', 'https:', null],
])('linkMarkup(%p, %p) is %p', (text, url, expected) => {
  expect(linkMarkup(text, url)).toBe(expected);
});

test('normaliseWebAddress keeps allowed schemes and adds https:// otherwise', () => {
  expect(normaliseWebAddress('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  expect(normaliseWebAddress('example.com')).toBe('https://example.com');
  expect(normaliseWebAddress('vbscript:msgbox')).toBeNull();
});
