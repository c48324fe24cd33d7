import { signOutQuestionText } from './sign-out-rules';

test.each([
  [1, 'You have 1 unsaved draft on this computer'],
  [3, 'You have 3 unsaved drafts on this computer'],
])('with %i draft(s) the question says how many go', (count, start) => {
  expect(signOutQuestionText(count)).toMatch(new RegExp(`^${start} `));
  expect(signOutQuestionText(count)).toContain('Signing out discards them');
});
