// The comment bank in the marking view, on the fake network (decision 0031): opened by its shortcut,
// searched, chosen by arrows, put in at the cursor by Enter with its merge tags filled; Add to my bank;
// edit and delete asking first, each with its Undo; a shared bank the teacher may not change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMENT_BANK, HOMEWORK, MARKING, PEOPLE, type AnyEndpoint, type BankComment, type CommentBankAnswer, type Homework, type HomeworkStudent } from '@homework/contracts';
import { createSuiteMock, handle, mockCurrentUser, renderRemoteAt, type Handler, type SuiteMock } from '@homework/testing';
import { routes } from '../../routes';
import { handIn, person } from '../../testing/marking-setup';

jest.mock('../attachment-viewer/viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

const HW = 'hw-1';
const ENGLISH = 'sub-en';
const STUDENTS = [person('s-ben', 'Ben', 'Brown')];
const RECORDS: HomeworkStudent[] = [{ ...handIn('s-ben'), HandedInDate: '2026-01-10T00:00:00.000Z', Status: 2 }];

const comment = (Id: string, Text: string, extra: Partial<BankComment> = {}): BankComment => ({
  Id,
  Bank: 'own',
  SubjectId: null,
  Text,
  Uses: 0,
  LastUsedAt: null,
  CanEdit: true,
  Version: 1,
  ...extra,
});

const BANK: CommentBankAnswer = {
  Comments: [
    comment('c-check', 'Check your spelling.'),
    comment('c-well', 'Well done, {{StudentName}}: a clear argument.', { Uses: 3 }),
    comment('c-well-2', 'Well argued, {{StudentName}}.', { Uses: 1 }),
    comment('c-school', 'Remember the deadline, {{StudentName}}.', { Bank: 'school', CanEdit: false }),
  ],
  CanAddTo: { own: true, subject: true, school: false },
};

let suite: SuiteMock;
function mockSuite(handlers: Handler[] = []) {
  suite = createSuiteMock({
    handlers: [
      handle(PEOPLE.studentAll, STUDENTS),
      handle(HOMEWORK.get, { Id: HW, Title: 'Poetry essay', SubjectId: ENGLISH, StartDate: '2026-01-05T00:00:00.000Z', DueDate: '2026-01-12T00:00:00.000Z', Subject: 'English', Description: '' } as Homework, { id: HW }),
      handle(HOMEWORK.students, { Students: RECORDS }, { id: HW }),
      handle(MARKING.studentSubmission, { HomeworkStudentLinkId: 'link', StudentAttachments: [], Result: null, Comments: null }, { homeworkId: HW, studentId: 's-ben' }),
      handle(COMMENT_BANK.get, BANK, { query: { SubjectId: ENGLISH } }),
      handle(COMMENT_BANK.use, ({ body }) => ({ Id: body.Id, Uses: 4 })),
      ...handlers,
    ],
  });
}
const posts = (endpoint: AnyEndpoint) => suite.network.requestsTo(endpoint).map(({ body }) => body);
const WAIT = { timeout: 3000 };

async function openMarking() {
  const user = userEvent.setup();
  renderRemoteAt(routes, `/homework/teacherview/${HW}`);
  await screen.findByRole('heading', { level: 2, name: /Brown, Ben/ });
  return user;
}
const bankDialog = () => screen.findByRole('dialog', { name: 'Comment bank' }, WAIT);
const comment$ = () => screen.getByLabelText('Comment') as HTMLTextAreaElement;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('by keyboard: Ctrl+/ in the comment opens the bank, a search narrows it, arrows choose, Enter inserts at the cursor with the tags filled', async () => {
  mockSuite();
  const user = await openMarking();
  await user.keyboard('c');
  await user.type(comment$(), 'Grade B.');
  await user.keyboard('{Control>}/{/Control}');
  const dialog = await bankDialog();
  const search = within(dialog).getByRole('combobox', { name: 'Search the comment bank' });
  await waitFor(() => expect(search).toHaveFocus());
  // Most used first.
  const options = await within(dialog).findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    expect.stringContaining('Well done'),
    expect.stringContaining('Well argued'),
    expect.stringContaining('Check your spelling'),
    expect.stringContaining('Remember the deadline'),
  ]);
  await user.type(search, 'well');
  expect(within(dialog).getAllByRole('option')).toHaveLength(2);
  expect(within(dialog).getByRole('status', { name: '' })).toHaveTextContent('2 comments');
  await user.keyboard('{ArrowDown}');
  const chosen = within(dialog).getByRole('option', { selected: true });
  expect(chosen).toHaveTextContent('Well argued');
  expect(search).toHaveAttribute('aria-activedescendant', chosen.id);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(comment$()).toHaveValue('Grade B. Well argued, Ben.'));
  await waitFor(() => expect(comment$()).toHaveFocus(), WAIT);
  expect(comment$().selectionStart).toBe('Grade B. Well argued, Ben.'.length);
  await waitFor(() => expect(posts(COMMENT_BANK.use)).toEqual([{ Id: 'c-well-2' }]));
});

test('b opens the bank from outside the fields; a click on a comment inserts it; a shared comment the teacher may not change offers only Insert', async () => {
  mockSuite();
  const user = await openMarking();
  await user.keyboard('b');
  const dialog = await bankDialog();
  const school = await within(dialog).findByRole('option', { name: /Remember the deadline/ });
  await user.hover(school);
  expect(school).toHaveAttribute('aria-selected', 'true');
  const chosen = within(dialog).getByRole('group', { name: 'Chosen comment' });
  expect(within(chosen).queryByRole('button', { name: 'Delete' })).toBeNull();
  expect(within(chosen).queryByRole('button', { name: 'Edit' })).toBeNull();
  await user.click(school);
  await waitFor(() => expect(comment$()).toHaveValue('Remember the deadline, Ben.'));
});

test('Add to my bank keeps the comment as written, for the homework’s subject; with nothing written it says so', async () => {
  mockSuite([handle(COMMENT_BANK.add, ({ body }) => comment('c-new', body.Text, { SubjectId: body.SubjectId }))]);
  const user = await openMarking();
  await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
  await user.click(screen.getByRole('button', { name: 'Add to my bank' }));
  expect(await screen.findByText(/Write a comment first/)).toBeInTheDocument();
  expect(posts(COMMENT_BANK.add)).toEqual([]);
  await user.type(comment$(), '  Lovely imagery in the second verse.  ');
  await user.click(screen.getByRole('button', { name: 'Add to my bank' }));
  expect(await screen.findByText('Added to My bank: “Lovely imagery in the second verse.”.')).toBeInTheDocument();
  expect(posts(COMMENT_BANK.add)).toEqual([{ Bank: 'own', SubjectId: ENGLISH, Text: 'Lovely imagery in the second verse.' }]);
});

test('delete asks first, naming what goes, and its Undo puts the comment back', async () => {
  mockSuite([
    handle(COMMENT_BANK.delete, ({ body }) => ({ Id: body.Id, Text: 'Well done, {{StudentName}}: a clear argument.' })),
    handle(COMMENT_BANK.restore, () => BANK.Comments[1]),
  ]);
  const user = await openMarking();
  await user.keyboard('b');
  const dialog = await bankDialog();
  await within(dialog).findAllByRole('option');
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  const question = within(dialog).getByRole('region', { name: 'Delete this comment?' });
  expect(within(question).getByRole('list', { name: 'This deletes:' })).toHaveTextContent('“Well done, {{StudentName}}: a clear argument.” from the My bank');
  expect(question).toHaveTextContent('kept for 30 days');
  // Keep goes back with nothing sent.
  await user.click(within(question).getByRole('button', { name: 'Keep' }));
  expect(posts(COMMENT_BANK.delete)).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await user.click(within(within(dialog).getByRole('region', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(posts(COMMENT_BANK.delete)).toEqual([{ Id: 'c-well' }]));
  const undo = await within(dialog).findByRole('button', { name: 'Undo' });
  expect(undo).toHaveFocus();
  expect(within(dialog).getByText(/Comment deleted: “Well done/)).toBeInTheDocument();
  await user.click(undo);
  expect(await within(dialog).findByText('Comment put back.')).toBeInTheDocument();
  expect(posts(COMMENT_BANK.restore)).toEqual([{ Id: 'c-well' }]);
});

test('edit asks first with the text before and after; its Undo writes back the text it replaced', async () => {
  mockSuite([handle(COMMENT_BANK.edit, ({ body }) => comment(body.Id, body.Text, { Version: body.Version + 1, Uses: 3 }))]);
  const user = await openMarking();
  await user.keyboard('b');
  const dialog = await bankDialog();
  await within(dialog).findAllByRole('option');
  await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
  const text = within(dialog).getByLabelText('Comment text');
  await user.clear(text);
  await user.type(text, 'Well done, {{{{StudentName}}: a sharp argument.');
  await user.click(within(dialog).getByRole('button', { name: 'Save change' }));
  const question = within(dialog).getByRole('region', { name: 'Change this comment?' });
  expect(within(question).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    '“Well done, {{StudentName}}: a clear argument.”',
    'with “Well done, {{StudentName}}: a sharp argument.”',
  ]);
  expect(posts(COMMENT_BANK.edit)).toEqual([]);
  await user.click(within(question).getByRole('button', { name: 'Save change' }));
  await waitFor(() => expect(posts(COMMENT_BANK.edit)).toEqual([{ Id: 'c-well', Text: 'Well done, {{StudentName}}: a sharp argument.', Version: 1 }]));
  await user.click(await within(dialog).findByRole('button', { name: 'Undo' }));
  expect(await within(dialog).findByText('Change undone: the comment is as it was.')).toBeInTheDocument();
  expect(posts(COMMENT_BANK.edit)[1]).toEqual({ Id: 'c-well', Text: 'Well done, {{StudentName}}: a clear argument.', Version: 2 });
});

test('the bank is not read until it is opened', async () => {
  mockSuite();
  const user = await openMarking();
  await user.click(screen.getByRole('button', { name: 'Grade and Comment' }));
  expect(screen.getByRole('button', { name: 'Comment bank' })).toHaveAttribute('aria-keyshortcuts', 'Control+/ b');
  expect(suite.network.requestsTo(COMMENT_BANK.get)).toHaveLength(0);
  expect(mockCurrentUser.schoolName).toBeTruthy();
});

test('a long bank lists its first 50 matches and says how many there are; typing narrows them', async () => {
  const many = Array.from({ length: 60 }, (_, i) => comment(`c-${i}`, `Comment number ${String(i).padStart(2, '0')} about evidence.`));
  mockSuite([handle(COMMENT_BANK.get, { ...BANK, Comments: many })]);
  const user = await openMarking();
  await user.keyboard('b');
  const dialog = await bankDialog();
  expect(await within(dialog).findAllByRole('option')).toHaveLength(50);
  expect(within(dialog).getByText('60 comments: the first 50 are listed, type more to narrow them')).toBeInTheDocument();
  await user.type(within(dialog).getByRole('combobox'), 'number 5');
  expect(within(dialog).getAllByRole('option').map((o) => o.textContent?.slice(0, 17))).toEqual(Array.from({ length: 10 }, (_, i) => `Comment number 5${i}`));
});
