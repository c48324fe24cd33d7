import { initialsOf } from './person-initials';

test.each([
  ['Mrs S. Thompson', 'ST'],
  ['Ms A Teacher', 'AT'],
  ['Sarah Jane Thompson', 'ST'],
  ['dr  owen', 'O'],
  ['Ms', ''],
  ['Zoë Ångström', 'ZÅ'],
  ['', ''],
  [null, ''],
  [undefined, ''],
])('%j → %j', (name, initials) => {
  expect(initialsOf(name)).toBe(initials);
});
