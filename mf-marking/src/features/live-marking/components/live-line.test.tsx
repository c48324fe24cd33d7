import { render, screen } from '@testing-library/react';
import { LiveLine } from './live-line';

describe('LiveLine', () => {
  test.each([
    ['empty', null],
    ['saying a change', 'Mr Jones marked Ahmed, Zoe at 10:02.'],
  ])('takes the same room %s, so a change never moves the page under the pointer', (_, line) => {
    render(<LiveLine line={line} />);
    const status = screen.getByRole('status');
    expect(status).toHaveStyle({ margin: '8px 0', minHeight: '1.5em' });
    expect(status).toHaveTextContent(line ?? '');
  });
});
