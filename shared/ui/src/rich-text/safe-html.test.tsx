import '@testing-library/jest-dom';
import { act, render } from '@testing-library/react';
import { setActiveLanguage, setSchoolLanguage } from '@homework/platform/messages';
import { SafeHtml, sanitiseDescription } from './index';

describe('sanitiseDescription', () => {
  test('strips event handlers from an image, and the image itself', () => {
    const clean = sanitiseDescription('<p>Hello <img src=x onerror="alert(1)"></p>');
    expect(clean).toBe('<p>Hello </p>');
    expect(clean).not.toMatch(/onerror|<img/i);
  });

  test('strips scripts, styles, iframes and handlers on allowed tags', () => {
    const clean = sanitiseDescription(
      '<p onclick="steal()" style="color:red">Read</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><svg onload="alert(1)"></svg>',
    );
    expect(clean).toBe('<p>Read</p>');
  });

  test('keeps what the toolbar makes', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p><strong>b</strong> <em>i</em> <u>u</u> <code>c</code></p><blockquote>q</blockquote><pre>x = 1</pre><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitiseDescription(html)).toBe(html);
  });

  test('links open in a new tab without access to this window; unsafe addresses lose their href', () => {
    const clean = sanitiseDescription('<p><a href="https://www.bbc.co.uk" target="_self">BBC</a> <a href="javascript:alert(1)">bad</a></p>');
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    const [good, bad] = [...holder.querySelectorAll('a')];
    expect(good).toHaveAttribute('href', 'https://www.bbc.co.uk');
    expect(good).toHaveAttribute('target', '_blank');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bad).not.toHaveAttribute('href');
    expect(bad).not.toHaveAttribute('target');
  });

  test("reads Quill's lists as lists and its non-breaking spaces as spaces", () => {
    const quill =
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Apples</li><li data-list="bullet">Pears</li><li data-list="ordered">First</li></ol><p>One&nbsp;two&nbsp;three</p>';
    expect(sanitiseDescription(quill)).toBe('<ul><li>Apples</li><li>Pears</li></ul><ol><li>First</li></ol><p>One two three</p>');
  });

  test("keeps only Quill's own classes", () => {
    expect(sanitiseDescription('<p class="ql-align-center evil">x</p><p class="evil">y</p>')).toBe('<p class="ql-align-center">x</p><p>y</p>');
  });

  test('relative and protocol-relative addresses are not links', () => {
    expect(sanitiseDescription('<a href="/admin">a</a><a href="//evil.example">b</a>')).toBe('<a>a</a><a>b</a>');
  });

  test('empty in, empty out', () => {
    expect(sanitiseDescription('')).toBe('');
  });
});

test('SafeHtml renders the sanitised description, and nothing runs', () => {
  const alarm = jest.fn();
  (window as unknown as { alarm: () => void }).alarm = alarm;
  const { container } = render(
    <SafeHtml className="description" html={'<p>Read <strong>chapter 3</strong></p><img src=x onerror="alarm()"><script>alarm()</script>'} />,
  );
  expect(container.firstChild).toHaveClass('hw-safe-html', 'description');
  expect(container.innerHTML).toBe('<div class="hw-safe-html description"><p>Read <strong>chapter 3</strong></p></div>');
  expect(container.querySelector('img, script')).toBeNull();
  expect(alarm).not.toHaveBeenCalled();
});

test('a description is marked as the school’s language on a page in another (decision 0040)', () => {
  setSchoolLanguage('cy');
  try {
    const { container, rerender } = render(<SafeHtml html="<p>Darllenwch y nodiadau.</p>" />);
    expect(container.querySelector('.hw-safe-html')).toHaveAttribute('lang', 'cy');
    act(() => setActiveLanguage('cy'));
    rerender(<SafeHtml html="<p>Darllenwch y nodiadau.</p>" />);
    expect(container.querySelector('.hw-safe-html')).not.toHaveAttribute('lang');
  } finally {
    act(() => {
      setActiveLanguage('en');
      setSchoolLanguage('en');
    });
  }
});
