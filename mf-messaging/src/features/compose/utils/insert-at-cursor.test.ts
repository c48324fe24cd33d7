import { insertAtCursor } from './insert-at-cursor';

test.each([
  ['at the cursor', 'Dear ,', { start: 5, end: 5 }, { text: 'Dear {tag},', caret: 10 }],
  ['over the selected text', 'Dear parent,', { start: 5, end: 11 }, { text: 'Dear {tag},', caret: 10 }],
  ['at the start', 'Hello', { start: 0, end: 0 }, { text: '{tag}Hello', caret: 5 }],
  ['at the end when the field never had the cursor', 'Hello ', null, { text: 'Hello {tag}', caret: 11 }],
  ['into an empty field', '', null, { text: '{tag}', caret: 5 }],
  ['at the end when the cursor is past it', 'Hi', { start: 9, end: 12 }, { text: 'Hi{tag}', caret: 7 }],
  ['at the start of a backwards selection', 'abcdef', { start: 4, end: 2 }, { text: 'abcd{tag}ef', caret: 9 }],
])('a tag goes in %s', (_case, text, selection, expected) => {
  expect(insertAtCursor(text, '{tag}', selection)).toEqual(expected);
});
