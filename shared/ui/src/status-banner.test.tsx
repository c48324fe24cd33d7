// Types of the jest-dom matchers (tools/jest-setup-dom.ts loads them at run time, outside tsc's view).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { StatusBanner } from './status-banner';

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

test('NONE renders nothing and does not scroll', () => {
  const { container } = render(<StatusBanner kind="NONE" message="hidden" />);
  expect(container).toBeEmptyDOMElement();
  expect(scrollIntoView).not.toHaveBeenCalled();
});

test.each([
  ['INFO', 'info', 'status'],
  ['SUCCESS', 'success', 'status'],
  ['ERROR', 'error', 'alert'],
] as const)('%s renders an antd %s Alert with the message', (kind, type, role) => {
  render(<StatusBanner kind={kind} message="Homework created." />);
  const alert = screen.getByRole(role);
  expect(alert).toHaveTextContent('Homework created.');
  expect(alert).toHaveClass(`ant-alert-${type}`);
});

test('scrolls into view when it appears and whenever it changes', () => {
  const { rerender } = render(<StatusBanner kind="NONE" />);
  rerender(<StatusBanner kind="INFO" message="Saving" />);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  rerender(<StatusBanner kind="INFO" message="Saving" />);
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  rerender(<StatusBanner kind="ERROR" message="Save failed. Boom" />);
  expect(scrollIntoView).toHaveBeenCalledTimes(2);
  rerender(<StatusBanner kind="ERROR" message="Save failed. Again" />);
  expect(scrollIntoView).toHaveBeenCalledTimes(3);
});
