import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusLegend } from './status-legend';

test("The dog ate it is a drawn icon named for assistive technology, not an emoji a machine without an emoji font shows as a box", async () => {
  render(<StatusLegend />);
  await userEvent.click(screen.getByRole('button', { name: 'Status legend' }));
  const legend = await screen.findByRole('dialog', { name: 'Status legend' });
  const icon = within(legend).getByRole('img', { name: 'The dog ate it' });
  expect(icon.querySelector('svg')).not.toBeNull();
  expect(legend.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});
