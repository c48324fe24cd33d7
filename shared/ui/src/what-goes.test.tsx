import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { WhatGoes, type WhatGoesTexts } from './what-goes';

const TEXTS: WhatGoesTexts<{ HandIns: number }> = {
  intro: 'This deletes:',
  lines: (counts) => [`${counts.HandIns} hand-ins`, 'the homework'],
  kept: 'Kept for 30 days.',
  counting: 'Counting ...',
  countFailed: (message) => `Could not be counted. ${message}`,
};

test('what goes, as a list named by its intro, and how long it is kept', () => {
  render(<WhatGoes introId="intro" texts={TEXTS} counts={{ HandIns: 12 }} />);
  expect(screen.getByRole('list', { name: 'This deletes:' })).toHaveTextContent('12 hand-insthe homework');
  expect(screen.getByText('Kept for 30 days.')).toBeInTheDocument();
});

test('while counting, a status; a failed count, an alert; nothing to take, said so', () => {
  const { rerender } = render(<WhatGoes introId="intro" texts={TEXTS} counts={undefined} />);
  expect(screen.getByRole('status')).toHaveTextContent('Counting ...');
  rerender(<WhatGoes introId="intro" texts={TEXTS} counts={undefined} failure={new Error('Offline')} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not be counted. Offline');
  rerender(<WhatGoes introId="intro" texts={TEXTS} counts={{ HandIns: 0 }} nothing="Nothing to clear." />);
  expect(screen.getByText('Nothing to clear.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
