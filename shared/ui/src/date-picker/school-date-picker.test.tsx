import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { setActiveLanguage } from '@homework/platform/messages';
import { loadAntdLocale } from '../antd-locale';
import { SchoolDatePicker, fromPickerDay, toPickerDay } from './index';
import { pickerMessages } from './messages';

jest.setTimeout(20_000);

// antd without its CSS-in-JS keeps jsdom quick; nothing here depends on antd's style sheets.
const NoStyleSheets = ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>;

function Host({ initial, onChange, maxDate }: { initial: string | null; onChange: (v: string | null) => void; maxDate?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <SchoolDatePicker
      id="due"
      ariaLabel="Due date"
      value={value}
      maxDate={maxDate}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

test.each([
  ['2026-12-03', '2026-12-03'],
  ['2026-02-30', null],
  ['03/12/2026', null],
  ['', null],
  [null, null],
])('toPickerDay(%p) round-trips to %p', (value, expected) => {
  expect(fromPickerDay(toPickerDay(value))).toBe(expected);
});

test('shows the date as DD/MM/YYYY with a calendar button, and reports a typed date as YYYY-MM-DD', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Host initial="2026-12-03" onChange={onChange} />, { wrapper: NoStyleSheets });
  const input = screen.getByRole('textbox', { name: 'Due date' });
  expect(input).toHaveValue('03/12/2026');
  expect(input).toHaveAttribute('id', 'due');
  expect(screen.getByRole('button', { name: 'Choose a date from the calendar' })).toBeInTheDocument();

  await user.clear(input);
  await user.type(input, '25/12/2026{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2026-12-25');
  expect(input).toHaveValue('25/12/2026');
});

test('a short typed form is read too', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Host initial={null} onChange={onChange} />, { wrapper: NoStyleSheets });
  await user.type(screen.getByRole('textbox', { name: 'Due date' }), '5/1/2027{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2027-01-05');
});

test('a date after maxDate is not taken', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Host initial="2026-12-03" onChange={onChange} maxDate="2026-12-10" />, { wrapper: NoStyleSheets });
  const input = screen.getByRole('textbox', { name: 'Due date' });
  await user.clear(input);
  await user.type(input, '11/12/2026{Enter}');
  expect(onChange).not.toHaveBeenCalledWith('2026-12-11');
  await user.clear(input);
  await user.type(input, '10/12/2026{Enter}');
  expect(onChange).toHaveBeenLastCalledWith('2026-12-10');
});

test('the calendar starts its weeks on Monday', async () => {
  const user = userEvent.setup();
  render(<Host initial="2026-12-03" onChange={jest.fn()} />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('textbox', { name: 'Due date' }));
  const headings = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
  expect(headings[0]).toMatch(/^Mo/);
});

test('the calendar button is a button of its own: Tab reaches it after the date and its Clear, Enter opens the calendar and Escape closes it', async () => {
  const user = userEvent.setup();
  render(<Host initial="2026-12-03" onChange={jest.fn()} />, { wrapper: NoStyleSheets });
  const input = screen.getByRole('textbox', { name: 'Due date' });
  input.focus();
  await user.keyboard('{Escape}');
  await user.tab();
  expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus();
  await user.tab();
  const button = screen.getByRole('button', { name: 'Choose a date from the calendar' });
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeInTheDocument();
  expect(input).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

describe('in Welsh', () => {
  beforeAll(() => Promise.all([pickerMessages.load('cy'), loadAntdLocale('cy')]));
  afterEach(() => setActiveLanguage('en'));

  test('the button, the hint and the calendar are Welsh; weeks still start on Monday', async () => {
    setActiveLanguage('cy');
    const user = userEvent.setup();
    render(<Host initial="2026-12-03" onChange={jest.fn()} />, { wrapper: NoStyleSheets });
    expect(screen.getByRole('button', { name: 'Dewis dyddiad o’r calendr' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Due date' });
    expect(input).toHaveAttribute('placeholder', 'DD/MM/BBBB');
    expect(input).toHaveValue('03/12/2026');
    await user.click(input);
    const headings = [...document.querySelectorAll('.ant-picker-content thead th')].map((th) => th.textContent);
    expect(headings).toEqual(['Ll', 'Ma', 'Me', 'Ia', 'Gw', 'Sa', 'Su']);
    expect(screen.getByText('Heddiw')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker-month-btn')).toHaveTextContent('Rhag');
  });
});
