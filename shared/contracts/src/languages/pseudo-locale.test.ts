// The pseudo-locale's marks (decision 0040): a catalogue's text marked and a third longer, and what
// of a shown text came from no catalogue.
import { pseudoText, unmarkedText } from './pseudo-locale';

test.each([
  ['Sign Out', '⟦Sign Out···⟧'],
  ['Save', '⟦Save··⟧'],
  ['', '⟦⟧'],
  ['Dewislen defnyddiwr', '⟦Dewislen defnyddiwr·······⟧'],
])('%p in the pseudo-locale is %p: marked, and a third longer', (text, shown) => {
  expect(pseudoText(text)).toBe(shown);
  expect(shown.length - text.length - 2).toBe(Math.ceil(text.length / 3));
});

test.each([
  ['⟦Sign Out···⟧', ''],
  ['  ⟦All Homework····⟧ ⟦Create··⟧ ', ''],
  ['Mrs Sarah Thompson ⟦set by··⟧', 'Mrs Sarah Thompson'],
  ['⟦Due ⟦Friday··⟧ at 9:00····⟧', ''],
  ['Due Friday', 'Due Friday'],
  ['⟦Delete·⟧ Y7 Maths ⟦homework···⟧ 3', 'Y7 Maths 3'],
  ['⟦unclosed', '⟦unclosed'],
])('what of %p came from no catalogue: %p', (shown, rest) => {
  expect(unmarkedText(shown)).toBe(rest);
});
