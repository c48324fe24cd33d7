import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { homeworkItem } from '../../../testing/homework-fixtures';
import { HomeworkCard, assignedSummary, reviewLink } from './homework-card';

const NOW = new Date('2026-03-01T12:00:00Z');

function renderCard(overrides = {}, onDelete = jest.fn()) {
  render(
    <MemoryRouter>
      <HomeworkCard item={homeworkItem(overrides)} timeZone="Europe/London" onDelete={onDelete} now={NOW} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: 'Essay one' }));
}

test('shows title, set by, subject, dates in the school zone, hand-ins, attachments and who it is for', () => {
  const card = renderCard({
    // 23:00 UTC in summer is the next day in London
    StartDate: '2026-06-30T23:00:00.000Z',
    DueDate: '2026-07-07T23:00:00.000Z',
  });
  expect(card.getByText('Ms A. Teacher')).toBeInTheDocument();
  expect(card.getByText('English')).toBeInTheDocument();
  expect(card.getByText('01/07/2026 (Wednesday 1 July 2026)')).toBeInTheDocument();
  expect(card.getByText('08/07/2026 (Wednesday 8 July 2026)')).toBeInTheDocument();
  expect(card.getByText('3/10 handed in')).toBeInTheDocument();
  expect(card.getByText('2 attachments')).toBeInTheDocument();
  expect(card.getByText('7A + 2 students')).toBeInTheDocument();
});

test('near dates read as Today and Tomorrow', () => {
  const card = renderCard({ StartDate: '2026-03-01T00:00:00.000Z', DueDate: '2026-03-02T00:00:00.000Z' });
  expect(card.getByText('Today')).toBeInTheDocument();
  expect(card.getByText('Tomorrow')).toBeInTheDocument();
});

describe("group name, or the number of groups, plus 'n students' chosen one by one (0 said too)", () => {
  test.each([
    [1, '7A', 0, '7A + 0 students'],
    [1, '7A', 1, '7A + 1 student'],
    [1, null, 2, '1 group + 2 students'],
    [3, null, 0, '3 groups + 0 students'],
    [3, null, 1, '3 groups + 1 student'],
    [0, null, 4, '4 students'],
    [0, null, 0, '0 students'],
  ])('%i group(s) named %s, %i student(s): %s', (GroupCount, GroupName, StudentCount, expected) => {
    expect(assignedSummary({ GroupCount, GroupName, StudentCount })).toBe(expected);
  });
});

test('Marking when students hand in files, with the title for the marking view; Submissions otherwise', () => {
  expect(reviewLink({ Id: 'hw-1', Title: 'Essay & notes', AllowStudentAttachments: true })).toEqual({
    label: 'Marking',
    to: '/homework/teacherview/hw-1?homeworktitle=Essay%20%26%20notes',
  });
  expect(reviewLink({ Id: 'hw-1', Title: 'Essay', AllowStudentAttachments: false })).toEqual({
    label: 'Submissions',
    to: '/homework/submissions/hw-1',
  });

  const card = renderCard({ AllowStudentAttachments: true, AttachmentCount: 1 });
  expect(card.getByText('1 attachment')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Marking' })).toHaveAttribute('href', '/homework/teacherview/hw-1?homeworktitle=Essay%20one');
  expect(card.queryByRole('link', { name: 'Submissions' })).not.toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/homework/edit/hw-1');
});

test('Submissions for homework handed in in person', () => {
  const card = renderCard({ AllowStudentAttachments: false });
  expect(card.getByRole('link', { name: 'Submissions' })).toHaveAttribute('href', '/homework/submissions/hw-1');
  expect(card.queryByRole('link', { name: 'Marking' })).not.toBeInTheDocument();
});

test('Delete asks the page', async () => {
  const onDelete = jest.fn();
  const card = renderCard({}, onDelete);
  await userEvent.click(card.getByRole('button', { name: 'Delete' }));
  expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ Id: 'hw-1' }));
});
