import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StatusLegend } from './status-legend';
import { setActiveLanguage } from '@homework/platform/messages';
import { markingText } from '../../../messages';

test("The dog ate it is a drawn icon named for assistive technology, not an emoji a machine without an emoji font shows as a box", async () => {
  render(<StatusLegend />);
  await userEvent.click(screen.getByRole('button', { name: 'Status legend' }));
  const legend = await screen.findByRole('dialog', { name: 'Status legend' });
  const icon = within(legend).getByRole('img', { name: 'The dog ate it' });
  expect(icon.querySelector('svg')).not.toBeNull();
  expect(legend.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
});

describe('in Welsh', () => {
  beforeEach(async () => {
    setActiveLanguage('cy');
    await markingText.load('cy');
  });
  afterEach(() => act(() => setActiveLanguage('en')));

  test('the legend, its badges and the icon’s name are the Welsh catalogue’s', async () => {
    render(<StatusLegend />);
    await userEvent.click(screen.getByRole('button', { name: 'Allwedd statws' }));
    const legend = await screen.findByRole('dialog', { name: 'Allwedd statws' });
    expect(within(legend).getByRole('img', { name: 'Y ci a’i bwytodd' })).toBeInTheDocument();
    expect(within(legend).getByText('Wedi’i Gyflwyno’n Hwyr')).toBeInTheDocument();
    expect(within(legend).getByText('Wedi’i gyflwyno ar ôl y dyddiad cyflwyno.')).toBeInTheDocument();
  });
});
