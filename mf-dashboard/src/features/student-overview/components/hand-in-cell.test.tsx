import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudentHandInRow } from '@homework/contracts';
import { HandInCell } from './hand-in-cell';

const ROW: StudentHandInRow = { Id: 's1', DisplaySurname: 'Adams', DisplayForename: 'Amy', RegGroup: '7A', YearGroup: 'Year 7', HandedInOnTime: 1, HandedInLate: 2, TotalDue: 0, TotalOverdue: 1 };

test('the bar takes the focus from the keyboard and shows every slice’s line; Escape hides them, the focus stays', async () => {
  render(
    <>
      <button type="button">Before</button>
      <HandInCell row={ROW} />
    </>,
  );
  await userEvent.tab();
  await userEvent.tab();
  const bar = screen.getByRole('img');
  expect(bar).toHaveFocus();
  expect(screen.getByRole('tooltip')).toHaveTextContent('Handed In: 25.00% (1 of 4)Handed In Late: 50.00% (2 of 4)Not Handed In: 25.00% (1 of 4)');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(bar).toHaveFocus();
  await userEvent.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
});

test('hovering a slice shows its own line, kept inside the window near its top', async () => {
  render(<HandInCell row={ROW} />);
  const [first] = screen.getAllByTestId('hand-in-slice');
  await userEvent.pointer({ target: first!, coords: { clientX: 10, clientY: 20 } });
  const tip = screen.getByRole('tooltip');
  expect(tip).toHaveTextContent('Handed In: 25.00% (1 of 4)');
  // 50 px left and 100 px above would be off the window: moved in, and below the pointer.
  expect(tip).toHaveStyle({ left: '4px', top: '40px', visibility: 'visible' });
});
