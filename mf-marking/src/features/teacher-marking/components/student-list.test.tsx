import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
