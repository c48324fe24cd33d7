import { signOutQuestionText } from './sign-out-rules';

test.each([
  [1, 'You have 1 unsaved draft on this computer'],
  [3, 'You have 3 unsaved drafts on this computer'],
])('with %i draft(s) the question says how many go', (count, start) => {
  expect(signOutQuestionText(count)).toMatch(new RegExp(`^${start} `));
  expect(signOutQuestionText(count)).toContain('Signing out discards them');
});

test.each([
  [1, 0, 'You have 1 marking change not sent yet (made while the connection was down) on this computer.'],
  [2, 1, 'You have 2 marking changes not sent yet (made while the connection was down) and 1 unsaved draft on this computer.'],
])('with %i change(s) not sent and %i draft(s), the question says how many go and when kept ones are sent', (waiting, drafts, start) => {
  const text = signOutQuestionText(drafts, waiting);
  expect(text.startsWith(start)).toBe(true);
  expect(text).toContain('Signing out discards them');
  expect(text).toContain('they are sent when you next sign in here');
});

test('with drafts alone the question is as it was', () => {
  expect(signOutQuestionText(2, 0)).toBe(signOutQuestionText(2));
});
