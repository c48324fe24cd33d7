import { expectPageAt } from '@homework/testing';
import * as app from './app';

test('/messages shows its title and an honest note', () =>
  expectPageAt(app, '#/messages', { heading: 'Messages', text: 'The message composer is coming in a later release.' }));
