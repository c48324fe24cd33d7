import { expectPageAt } from '@homework/testing';
import * as app from './app';

test.each([
  ['#/homework/teacherview/h-1?homeworktitle=Poetry%20essay', 'Poetry essay', 'The marking view is coming in a later release.'],
  ['#/homework/teacherview/h-1/s-2', 'Marking', 'The marking view is coming in a later release.'],
  ['#/homework/submissions/h-1', 'Submissions', 'The hand-in recorder is coming in a later release.'],
  ['#/homework/studentview/s-9', 'Student View', 'The individual student overview is coming in a later release.'],
  ['#/HOMEWORK/StudentView/s-9', 'Student View', 'The individual student overview is coming in a later release.'],
])('%s shows its title and an honest note', (hash, heading, text) => expectPageAt(app, hash, { heading, text }));
