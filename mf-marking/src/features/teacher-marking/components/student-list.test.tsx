import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { heldMarksTexts } from '@homework/contracts/held-marks';
import { StudentList } from './student-list';

const renderList = (onRefresh = jest.fn()) =>
  render(<StudentList rows={[]} view="handedIn" activeId={null} dueDay={null} today={null} refreshing={false} onView={jest.fn()} onStudent={jest.fn()} onRefresh={onRefresh} />);

test('the refresh is an icon (02 §2.2) named Refresh, with a tooltip on hover and on focus', async () => {
  const onRefresh = jest.fn();
  renderList(onRefresh);
  const refresh = screen.getByRole('button', { name: 'Refresh' });
  expect(refresh.querySelector('svg')).not.toBeNull();
  expect(refresh).toHaveTextContent(/^$/);

  await userEvent.hover(refresh);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
  await userEvent.unhover(refresh);
  await userEvent.click(refresh);
  expect(onRefresh).toHaveBeenCalledTimes(1);
});

test('the refresh tooltip shows for the keyboard too', async () => {
  renderList();
  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh');
});

test("the list of students is 630 px high at most (02 §9), then scrolls", () => {
  const row = { studentId: 's-1', name: 'Adams, Amy', handedInDate: '2026-01-10T00:00:00.000Z', result: null, comments: null, handedInDay: '2026-01-10', yearGroup: 'Year 7', regGroup: '7A', markHeld: false };
  render(<StudentList rows={[row]} view="handedIn" activeId={null} dueDay={null} today={null} refreshing={false} onView={jest.fn()} onStudent={jest.fn()} onRefresh={jest.fn()} />);
  const list = screen.getByText('Adams, Amy').closest('ul')!;
  expect(list).toHaveStyle({ maxHeight: '630px', overflowY: 'auto' });
});

test('a held mark says Not released in its row, and why to a screen reader (decision 0037)', () => {
  const row = { studentId: 's-1', name: 'Adams, Amy', handedInDate: '2026-01-10T00:00:00.000Z', result: 'B', comments: null, handedInDay: '2026-01-10', yearGroup: 'Year 7', regGroup: '7A' };
  const list = (markHeld: boolean) => (
    <StudentList rows={[{ ...row, markHeld }]} view="marked" activeId={null} dueDay={null} today={null} refreshing={false} onView={jest.fn()} onStudent={jest.fn()} onRefresh={jest.fn()} />
  );
  const { rerender } = render(list(true));
  expect(screen.getByRole('button', { name: /Adams, Amy/ })).toHaveAccessibleName(`Adams, Amy ${heldMarksTexts.notReleased}: ${heldMarksTexts.notReleasedHelp}`);
  rerender(list(false));
  expect(screen.getByRole('button', { name: /Adams, Amy/ })).toHaveAccessibleName('Adams, Amy');
});
