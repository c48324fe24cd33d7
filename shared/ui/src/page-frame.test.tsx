import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { PageFrame, PageTitle } from './page-frame';

test('a region named by the title, padded, with the title as its one h1', () => {
  render(
    <PageFrame title="Reports">
      <p>Content</p>
    </PageFrame>,
  );
  const region = screen.getByRole('region', { name: 'Reports' });
  expect(region).toHaveStyle({ padding: '24px' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toHaveStyle({ marginTop: '0px', fontSize: '24px' });
  expect(region).toHaveTextContent('Content');
});

test('a title that changes (a homework) leaves the region its own name', () => {
  render(<PageFrame title="Fractions worksheet" label="Submissions" />);
  expect(screen.getByRole('region', { name: 'Submissions' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'Fractions worksheet' }));
});

test('where the breadcrumb shows the title, the h1 is for assistive technology only', () => {
  render(<PageFrame title="All Homework" titleInBreadcrumb />);
  const heading = screen.getByRole('heading', { level: 1, name: 'All Homework' });
  expect(heading).toHaveStyle({ position: 'absolute', width: '1px', height: '1px' });
});

test('extra sits on the title line', () => {
  render(<PageFrame title="Dashboard" extra={<a href="#/homework/reports">Hand In Report as a table</a>} />);
  const link = screen.getByRole('link', { name: 'Hand In Report as a table' });
  expect(link.parentElement).toBe(screen.getByRole('heading', { level: 1 }).parentElement);
});

test('PageTitle is the same h1 for a page that lays out its own heading', () => {
  render(<PageTitle style={{ margin: 0 }}>Amy Jones</PageTitle>);
  expect(screen.getByRole('heading', { level: 1, name: 'Amy Jones' })).toHaveStyle({ margin: '0px', fontSize: '24px' });
});
