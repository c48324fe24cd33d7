import '../testing/dom-polyfills';
import contract from '../contract.json';
import { PAGES } from './routes';

test('a page for every route of contract.json, and no other', () => {
  expect(Object.keys(PAGES).sort()).toEqual(contract.routes.map((route) => route.path).sort());
});
