// Every root's antd configuration: an open list's chosen value is drawn at full strength (antd dims it
// to a quarter, under WCAG's 4.5:1).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Select } from 'antd';
import { SuiteTheme } from './suite-theme';

const options = [
  { value: 'maths', label: 'Mathematics' },
  { value: 'english', label: 'English' },
];

test.each([
  ['a plain list', {}],
  ['a typeahead', { showSearch: true }],
])('%s keeps its chosen value readable while open', (_, props) => {
  render(
    <SuiteTheme>
      <Select aria-label="Subject" open value="maths" options={options} {...props} />
    </SuiteTheme>,
  );
  const chosen = screen.getByRole('combobox', { name: 'Subject' }).closest('.ant-select')!.querySelector('.ant-select-content');
  expect(chosen).toHaveStyle({ opacity: '1' });
});

