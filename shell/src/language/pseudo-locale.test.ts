// The pseudo-locale's switch in the address (decision 0040): on, kept for the tab, off again.
import { pseudoLocaleChosen, takePseudoLocaleFromAddress } from './pseudo-locale';

afterEach(() => sessionStorage.clear());

const at = (href: string) => new URL(href) as unknown as Location;

test('?pseudo-locale=on shows it, is kept for the tab, and leaves the address without it', () => {
  const replaced: string[] = [];
  takePseudoLocaleFromAddress(at('https://school.example/?pseudo-locale=on#/homework/all-homework'), sessionStorage, (url) => replaced.push(url));
  expect(pseudoLocaleChosen()).toBe(true);
  expect(replaced).toEqual(['https://school.example/#/homework/all-homework']);
  // After the sign-in's round trip, the address has no parameter: the tab remembers.
  takePseudoLocaleFromAddress(at('https://school.example/#/homework/all-homework'), sessionStorage, () => undefined);
  expect(pseudoLocaleChosen()).toBe(true);
});

test('off turns it off; without the parameter, nothing changes', () => {
  takePseudoLocaleFromAddress(at('https://school.example/?pseudo-locale=on'), sessionStorage, () => undefined);
  takePseudoLocaleFromAddress(at('https://school.example/?pseudo-locale=off'), sessionStorage, () => undefined);
  expect(pseudoLocaleChosen()).toBe(false);
  const replaced: string[] = [];
  takePseudoLocaleFromAddress(at('https://school.example/#/messages'), sessionStorage, (url) => replaced.push(url));
  expect(pseudoLocaleChosen()).toBe(false);
  expect(replaced).toEqual([]);
});
