import { messageHtml } from './message-html';

test.each([
  ['a line', 'Bring a coat.', '<p>Bring a coat.</p>'],
  ['lines and a blank line', 'Dear {{RecipientName}},\n\nSee you.', '<p>Dear {{RecipientName}},</p><p><br></p><p>See you.</p>'],
  ['text that looks like markup', 'a < b & <b>c</b>', '<p>a &lt; b &amp; &lt;b&gt;c&lt;/b&gt;</p>'],
  ['a link', 'Read [the letter | https://oakwood.example/trip?a=1&b=2] now', '<p>Read <a href="https://oakwood.example/trip?a=1&amp;b=2">the letter</a> now</p>'],
  ['a link with its address as text', '[https://bbc.co.uk | https://bbc.co.uk]', '<p><a href="https://bbc.co.uk">https://bbc.co.uk</a></p>'],
  ['a scheme no link may have', '[click | javascript:alert(1)]', '<p>[click | javascript:alert(1)]</p>'],
])('%s', (_case, text, html) => {
  expect(messageHtml(text)).toBe(html);
});
