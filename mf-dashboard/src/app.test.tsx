import { expectPageAt } from '@homework/testing';
import * as app from './app';

test.each([
  ['#/homework/dashboard', 'Dashboard', 'Student Overview'],
  ['#/homework/Reports', 'Reports', 'Hand In Report'],
])('%s mounts with its heading and its widgets', (hash, heading, text) => expectPageAt(app, hash, { heading, text }));
