import { expectPageAt } from '@homework/testing';
import * as app from './app';

test.each([
  ['#/homework/dashboard', 'Dashboard', 'The homework dashboard is coming in a later release.'],
  ['#/homework/Reports', 'Reports', 'Reports are coming in a later release.'],
])('%s shows its title and an honest note', (hash, heading, text) => expectPageAt(app, hash, { heading, text }));
