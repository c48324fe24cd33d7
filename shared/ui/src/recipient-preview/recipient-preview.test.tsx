import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { SuiteQueryProvider } from '@homework/platform/api';
import { GROUPS, PEOPLE, type Parent, type Student } from '@homework/contracts';
import { createSuiteMock, deferred, handle, mockStudents, type Handler } from '@homework/testing';
import type { AssignedTo } from '../assigned-to-selector';
import { RecipientPreview, recipientPreview } from './index';

jest.setTimeout(20_000);

const NoStyleSheets = ({ children }: { children: ReactNode }) => (
  <SuiteQueryProvider>
    <ConfigProvider theme={{ zeroRuntime: true }}>{children}</ConfigProvider>
  </SuiteQueryProvider>
);

const student = (Id: string, DisplayForename: string, DisplaySurname: string, year = 'Year 7', reg = '7A'): Student => ({
  ...mockStudents[0],
  Id,
  DisplayForename,
  DisplaySurname,
  CurrentYearGroup: year,
  CurrentRegGroup: reg,
});
const amy = student('s1', 'Amy', 'Adams');
const ben = student('s2', 'Ben', 'Adams', 'Year 9', '9C');
const cara = student('s3', 'Cara', 'Clark', 'Year 8', '8B');
const parent = (Id: string, DisplayForename: string, DisplaySurname: string, Children: string[]): Parent => ({ Id, DisplayForename, DisplaySurname, Children });
const mum = parent('p1', 'Mary', 'Adams', ['s1', 's2']);
const dad = parent('p2', 'David', 'Adams', ['s1']);
const carer = parent('p3', 'Chris', 'Clark', ['s3']);

test('recipientPreview: one row per person, students the user cannot see left out, markers from registered ids', () => {
  const rows = recipientPreview({
    studentIds: ['s2', 's1', 'hidden'],
    students: [amy, ben, cara],
    parents: [mum, dad, carer],
    registeredIds: new Set(['s1', 'p2']),
    sendTo: 'both',
  });
  expect(rows.students).toEqual([
    { Id: 's1', name: 'Adams, Amy', year: 'Year 7', reg: '7A', registered: true },
    { Id: 's2', name: 'Adams, Ben', year: 'Year 9', reg: '9C', registered: false },
  ]);
  expect(rows.parents).toEqual([
    { Id: 'p2', name: 'Adams, David', studentNames: 'Amy Adams', registered: true },
    { Id: 'p1', name: 'Adams, Mary', studentNames: 'Ben Adams, Amy Adams', registered: false },
  ]);
  expect(rows.messages).toBe(5); // Amy, Ben; David for Amy; Mary for Ben and for Amy
});

// ---------------------------------------------------------------------------------------------

function mockSchool(handlers: Handler[] = []) {
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, [amy, ben, cara]),
      handle(PEOPLE.parentAll, [mum, dad, carer]),
      handle(GROUPS.groupMembers, ({ body: ids }) => ids.map((GroupId) => ({ GroupId, StudentIds: GroupId === 'g-adams' ? ['s1', 's2'] : [] }))),
      handle(PEOPLE.acceptedInvites, [{ ExternalUserId: 's1' }], { kind: 'ALLSTUDENTS' }),
      handle(PEOPLE.acceptedInvites, [{ ExternalUserId: 'p1' }], { kind: 'ALLPARENTS' }),
      ...handlers,
    ],
  });
}

const selection: AssignedTo = { groups: [{ Id: 'g-adams', Name: 'Adams family', kind: 'userDefined' }], students: [amy] };
const section = (name: string) => within(screen.getByRole('dialog')).getByRole('region', { name });
const heading = (name: string) => within(section(name)).getByRole('heading');
const rowOf = (name: string, text: string) => within(section(name)).getByText(text).closest('.ant-table-row') as HTMLElement;

test("'Preview Selection' opens 'Recipient Preview': students and parents with markers and counts; Close closes", async () => {
  mockSchool();
  const user = userEvent.setup();
  render(<RecipientPreview value={selection} />, { wrapper: NoStyleSheets });
  const link = screen.getByRole('button', { name: 'Preview Selection' });
  expect(link).toHaveAttribute('title', 'Recipient Preview');
  await user.click(link);

  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('Recipient Preview')).toBeInTheDocument();
  expect(await within(section('Students')).findByText('Adams, Ben')).toBeInTheDocument();
  expect(heading('Students')).toHaveTextContent('2 Students'); // Amy chosen and in the group: once
  expect(heading('Parents')).toHaveTextContent('2 Parents');
  expect(rowOf('Students', 'Adams, Amy')).toHaveTextContent('Registered');
  expect(rowOf('Students', 'Adams, Ben')).toHaveTextContent('Not Registered');
  expect(rowOf('Students', 'Adams, Ben')).toHaveTextContent('Year 9');
  expect(rowOf('Students', 'Adams, Ben')).toHaveTextContent('9C');
  expect(rowOf('Parents', 'Adams, Mary')).toHaveTextContent(/^Adams, Mary Registered/);
  expect(rowOf('Parents', 'Adams, Mary')).toHaveTextContent('Amy Adams, Ben Adams');
  expect(rowOf('Parents', 'Adams, David')).toHaveTextContent('Not Registered');
  // Each list scrolls by keyboard: a named region that takes the focus.
  for (const name of ['Students list', 'Parents list']) {
    const region = within(dialog).getByRole('region', { name });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveStyle({ overflow: 'auto' });
  }

  // The footer's Close button (the modal's corner cross is named Close as well).
  await user.click(within(dialog.closest('.ant-modal') as HTMLElement).getByText('Close', { selector: 'button > span' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("counts read '...' while loading, and are singular at 1", async () => {
  const students = deferred<Student[]>();
  mockSchool([handle(PEOPLE.studentAll, () => students.promise)]);
  const user = userEvent.setup();
  render(<RecipientPreview value={{ groups: [], students: [cara] }} />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(heading('Students')).toHaveTextContent(/^\.\.\.$/);
  expect(heading('Parents')).toHaveTextContent(/^\.\.\.$/);

  await act(async () => students.resolve([amy, ben, cara]));
  await waitFor(() => expect(heading('Students')).toHaveTextContent(/^1 Student$/));
  expect(heading('Parents')).toHaveTextContent(/^1 Parent$/);
});

test('a changed selection is previewed when the modal opens again', async () => {
  mockSchool();
  const user = userEvent.setup();
  const { rerender } = render(<RecipientPreview value={{ groups: [], students: [cara] }} sendTo="students" />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Students')).findByText(/Clark, Cara/)).toBeInTheDocument();
  await user.click(screen.getByText('Close', { selector: 'button > span' }));
  rerender(<RecipientPreview value={{ groups: [], students: [amy] }} sendTo="students" />);
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Students')).findByText(/Adams, Amy/)).toBeInTheDocument();
  expect(within(section('Students')).queryByText(/Clark, Cara/)).not.toBeInTheDocument();
});

test('the composer passes its choice: students only, or parents only', async () => {
  mockSchool();
  const user = userEvent.setup();
  const { unmount } = render(<RecipientPreview value={selection} sendTo="students" />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Students')).findByText('Adams, Ben')).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).queryByRole('region', { name: 'Parents' })).not.toBeInTheDocument();
  unmount();

  render(<RecipientPreview value={selection} sendTo="parents" />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Parents')).findByText('Adams, Mary')).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).queryByRole('region', { name: 'Students' })).not.toBeInTheDocument();
});

test("the composer's preview says what a send makes: a parent of two selected children gets two messages", async () => {
  mockSchool();
  const user = userEvent.setup();
  const { unmount } = render(<RecipientPreview value={selection} sendTo="parents" countMessages />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Parents')).findByText('Adams, Mary')).toBeInTheDocument();
  expect(heading('Parents')).toHaveTextContent(/^2 Parents$/); // 02 §2.5's count stays
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('2 parents, 3 messages').closest('div')).toHaveTextContent(
    '2 parents, 3 messages — a parent gets one message for each of their selected children.',
  );
  unmount();

  render(<RecipientPreview value={{ groups: [], students: [cara] }} sendTo="both" countMessages />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(screen.getByRole('dialog')).findByText('1 student, 1 parent, 2 messages')).toBeInTheDocument();
  expect(within(screen.getByRole('dialog')).queryByText(/one message for each/)).not.toBeInTheDocument();
});

test('with pre-admission: their students, parents and invites count too', async () => {
  const pia = student('s9', 'Pia', 'Prior', '', '');
  const { network } = mockSchool([
    handle(PEOPLE.studentPreAdmission, [pia]),
    handle(PEOPLE.parentAllPreAdmission, [parent('p9', 'Paul', 'Prior', ['s9'])]),
    handle(PEOPLE.acceptedInvites, [{ ExternalUserId: 's9' }], { kind: 'ANYPREADMISSION' }),
    handle(PEOPLE.acceptedInvites, [], { kind: 'ALLPREADMISSIONPARENTS' }),
  ]);
  const user = userEvent.setup();
  render(<RecipientPreview value={{ groups: [], students: [pia] }} includePreAdmission />, { wrapper: NoStyleSheets });
  await user.click(screen.getByRole('button', { name: 'Preview Selection' }));
  expect(await within(section('Students')).findByText('Prior, Pia')).toBeInTheDocument();
  expect(rowOf('Students', 'Prior, Pia')).toHaveTextContent('Registered');
  expect(within(section('Parents')).getByText('Prior, Paul')).toBeInTheDocument();
  expect(network.requestsTo(PEOPLE.acceptedInvites).map(({ params }) => params.kind)).toEqual(expect.arrayContaining(['ANYPREADMISSION', 'ALLPREADMISSIONPARENTS']));
});
