import { isTypingTarget, SHORTCUT_HELP, shortcutFor, type KeyInput } from './shortcuts';

const key = (k: string, extra: Partial<KeyInput> = {}): KeyInput => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  inField: false,
  ...extra,
});

describe('shortcutFor', () => {
  it.each([
    [key('j'), { kind: 'next' }],
    [key('k'), { kind: 'previous' }],
    [key('h'), { kind: 'handIn' }],
    [key('g'), { kind: 'focusGrade' }],
    [key('c'), { kind: 'focusComment' }],
    [key('?'), { kind: 'help' }],
    [key('1'), { kind: 'switchView', view: 'notHandedIn' }],
    [key('2'), { kind: 'switchView', view: 'handedIn' }],
    [key('3'), { kind: 'switchView', view: 'marked' }],
    [key('Enter', { ctrlKey: true }), { kind: 'saveAndNext' }],
    [key('Enter', { metaKey: true }), { kind: 'saveAndNext' }],
    // saving from the grade or comment is the point of Ctrl+Enter
    [key('Enter', { ctrlKey: true, inField: true }), { kind: 'saveAndNext' }],
    // the comment bank: b outside fields, Ctrl+/ (Cmd+/) from the comment too, to insert at its cursor
    [key('b'), { kind: 'commentBank' }],
    [key('/', { ctrlKey: true }), { kind: 'commentBank' }],
    [key('/', { metaKey: true, inField: true }), { kind: 'commentBank' }],
    [key('b', { inField: true }), null],
    [key('/'), null],
    [key('/', { ctrlKey: true, altKey: true }), null],
    // typing in a field never fires a letter or digit
    [key('j', { inField: true }), null],
    [key('2', { inField: true }), null],
    [key('?', { inField: true }), null],
    // the browser's and screen readers' own combinations are left alone
    [key('j', { ctrlKey: true }), null],
    [key('c', { metaKey: true }), null],
    [key('h', { altKey: true }), null],
    [key('Enter', { ctrlKey: true, altKey: true }), null],
    [key('Enter'), null],
    [key('J'), null],
    [key('4'), null],
    [key('ArrowDown'), null],
  ])('%j → %j', (input, action) => {
    expect(shortcutFor(input)).toEqual(action);
  });

  it('has a help line for every shortcut it knows', () => {
    const listed = SHORTCUT_HELP.flatMap((line) => line.keys).join(' ');
    for (const k of ['j', 'k', 'h', 'g', 'c', 'b', 'Ctrl+/', 'Ctrl+Enter', '1', '2', '3', '?']) expect(listed).toContain(k);
  });
});

describe('isTypingTarget', () => {
  const make = (html: string) => {
    document.body.innerHTML = html;
    return document.body.querySelector('#t');
  };

  it.each([
    ['<input id="t">', true],
    ['<input id="t" type="text">', true],
    ['<input id="t" type="date">', true],
    ['<textarea id="t"></textarea>', true],
    ['<select id="t"></select>', true],
    ['<div contenteditable="true"><span id="t">x</span></div>', true],
    ['<input id="t" type="checkbox">', false],
    ['<input id="t" type="radio">', false],
    ['<button id="t">x</button>', false],
    ['<div id="t" tabindex="0">x</div>', false],
  ])('%s → %s', (html, typing) => {
    expect(isTypingTarget(make(html))).toBe(typing);
  });

  it('is false with no target', () => {
    expect(isTypingTarget(null)).toBe(false);
  });
});
