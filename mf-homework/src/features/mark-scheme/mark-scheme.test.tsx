// The mark scheme on Create and Edit (decision 0039): chosen from the teacher's and the school's,
// copied onto the homework once it is saved; on Edit of a marked homework, asked first with how many
// marks it affects, then offered Undo; and the schemes' editor, which says a scheme's problem in
// words, saves by keyboard, and asks before a delete that it can undo.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUP_LISTS, HOMEWORK, type MarkScheme, type MarkSchemesAnswer } from '@homework/contracts';
import { MARK_SCHEMES, markSchemeRefusals, markSchemeTexts as texts } from '@homework/contracts/mark-schemes';
import { createSuiteMock, handle, type SuiteMock } from '@homework/testing';
import { homework, listOf } from '../../testing/homework-fixtures';
import { renderAt } from '../../testing/render';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').sharedUiMock,
}));

const id = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const scheme = (Id: string, Name: string, extra: Partial<MarkScheme> = {}): MarkScheme => ({
  Id,
  Name,
  Owner: 'own',
  Criteria: [{ Id: id(1), Title: 'Argument', Levels: [{ Id: id(2), Descriptor: 'Clear', Points: 5 }] }],
  Bands: [],
  CanEdit: true,
  Version: 1,
  ...extra,
});
const LIST: MarkSchemesAnswer = { Schemes: [scheme('s-essay', 'Essay'), scheme('s-school', 'Lab report', { Owner: 'school', CanEdit: false })], CanAddToSchool: false };

let suite: SuiteMock;
const posts = (endpoint: Parameters<SuiteMock['network']['requestsTo']>[0]) => suite.network.requestsTo(endpoint).map(({ body }) => body);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function chooseScheme(name: string) {
  await userEvent.click(screen.getByLabelText(texts.field));
  await userEvent.click(await screen.findByTitle(name));
}

test('Edit of a homework with marks: a change asks first with how many marks, is saved with the homework, then offers Undo', async () => {
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Title: 'Essay one', Groups: ['group-7a'], Version: 4 }), { id: 'hw-1' }),
      handle(GROUP_LISTS.registration, [{ Id: 'group-7a', Name: '7A' }]),
      handle(HOMEWORK.edit, ({ body }) => homework({ Id: body.Id, Title: body.Title, Version: 5 })),
      handle(HOMEWORK.list, listOf([])),
      handle(MARK_SCHEMES.list, LIST),
      handle(MARK_SCHEMES.ofHomework, { HomeworkId: 'hw-1', Scheme: { ...scheme('x', 'Essay'), CopyId: 'copy-1', SourceId: 's-essay' }, Students: [] }, { homeworkId: 'hw-1' }),
      handle(MARK_SCHEMES.changeSummary, { Marks: 2, WithLevels: 1 }, { homeworkId: 'hw-1' }),
      handle(MARK_SCHEMES.choose, ({ body }) => ({ HomeworkId: body.HomeworkId, CopyId: 'copy-2', PreviousCopyId: 'copy-1' })),
      handle(MARK_SCHEMES.restoreCopy, ({ body }) => ({ HomeworkId: body.HomeworkId, CopyId: body.CopyId, PreviousCopyId: 'copy-2' })),
    ],
  });
  renderAt('/homework/edit/hw-1');
  await screen.findByLabelText('Title');
  await waitFor(() => expect(screen.getByTitle('Essay')).toBeInTheDocument());
  await chooseScheme('Lab report');
  const question = await screen.findByRole('dialog', { name: texts.changeQuestion.title });
  expect(question).toHaveTextContent('2 students have a mark on this homework. Their grades and comments are kept as they are.');
  expect(question).toHaveTextContent('The levels chosen for 1 student are set aside with the current scheme: Undo puts them back.');
  await userEvent.click(within(question).getByRole('button', { name: texts.changeQuestion.confirm }));
  expect(posts(MARK_SCHEMES.choose)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const sure = await waitFor(() => screen.getAllByRole('dialog').find((dialog) => dialog.textContent?.includes('Are You Sure?'))!);
  await userEvent.click(within(sure).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(posts(MARK_SCHEMES.choose)).toEqual([{ HomeworkId: 'hw-1', SchemeId: 's-school', Marks: 2 }]));
  const undo = await screen.findByRole('button', { name: texts.undo });
  await waitFor(() => expect(undo).toHaveFocus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(posts(MARK_SCHEMES.restoreCopy)).toEqual([{ HomeworkId: 'hw-1', CopyId: 'copy-1' }]));
  expect(await screen.findByText(texts.changeUndone)).toBeInTheDocument();
});

test('Cancel on the question keeps the current scheme and sends nothing', async () => {
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Title: 'Essay one', Version: 4 }), { id: 'hw-1' }),
      handle(MARK_SCHEMES.list, LIST),
      handle(MARK_SCHEMES.changeSummary, { Marks: 3, WithLevels: 0 }, { homeworkId: 'hw-1' }),
    ],
  });
  renderAt('/homework/edit/hw-1');
  await screen.findByLabelText('Title');
  await chooseScheme('Essay');
  const question = await screen.findByRole('dialog', { name: texts.changeQuestion.title });
  expect(question).toHaveTextContent('No levels were chosen on the current scheme.');
  await userEvent.click(within(question).getByRole('button', { name: texts.changeQuestion.cancel }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.changeQuestion.title })).toBeNull());
  // The field shows the homework's scheme as it was: none.
  expect(screen.getByLabelText(texts.field).closest('.ant-select')).toHaveTextContent(texts.none);
  expect(posts(MARK_SCHEMES.choose)).toEqual([]);
});

test('the editor: a problem said in words, a new scheme saved, a delete asked first and undone', async () => {
  let schemes = LIST;
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Title: 'Essay one', Version: 4 }), { id: 'hw-1' }),
      handle(MARK_SCHEMES.list, () => schemes),
      handle(MARK_SCHEMES.save, ({ body }) => {
        const made = scheme('s-new', body.Name, { Criteria: body.Criteria, Bands: body.Bands });
        schemes = { ...schemes, Schemes: [...schemes.Schemes, made] };
        return made;
      }),
      handle(MARK_SCHEMES.delete, ({ body }) => ({ Id: body.Id, Name: 'Essay' })),
      handle(MARK_SCHEMES.restore, ({ body }) => scheme(body.Id, 'Essay')),
    ],
  });
  const user = userEvent.setup();
  renderAt('/homework/edit/hw-1');
  await screen.findByLabelText('Title');
  await user.click(screen.getByRole('button', { name: texts.manage }));
  const dialog = await screen.findByRole('dialog', { name: texts.editorTitle });
  await user.click(await within(dialog).findByRole('button', { name: texts.newScheme }));
  await user.type(within(dialog).getByLabelText(texts.name), 'Poem');
  await user.type(within(dialog).getByLabelText('Criterion 1, Criterion'), 'Imagery');
  await user.type(within(dialog).getByLabelText('Criterion 1, Level 1, Descriptor'), 'Vivid');
  await user.click(within(dialog).getByRole('button', { name: texts.save }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(markSchemeRefusals.pointsNeeded('Imagery', 1));
  expect(posts(MARK_SCHEMES.save)).toEqual([]);
  await user.type(within(dialog).getByLabelText('Criterion 1, Level 1, Points'), '4');
  await user.click(within(dialog).getByRole('button', { name: texts.addBand }));
  await user.type(within(dialog).getByLabelText('Band 1, From'), '0');
  await user.type(within(dialog).getByLabelText('Band 1, To'), '3');
  await user.type(within(dialog).getByLabelText('Band 1, Label'), 'Developing');
  await user.click(within(dialog).getByRole('button', { name: texts.save }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(markSchemeRefusals.bandGap(4, 4));
  await user.clear(within(dialog).getByLabelText('Band 1, To'));
  await user.type(within(dialog).getByLabelText('Band 1, To'), '4');
  await user.click(within(dialog).getByRole('button', { name: texts.save }));
  await waitFor(() => expect(posts(MARK_SCHEMES.save)).toHaveLength(1));
  expect(posts(MARK_SCHEMES.save)[0]).toMatchObject({ Name: 'Poem', Owner: 'own', Bands: [{ From: 0, To: 4, Label: 'Developing' }] });
  expect(await within(dialog).findByText(texts.saved('Poem'))).toBeInTheDocument();

  await user.click(within(dialog).getByRole('button', { name: 'Delete Essay' }));
  expect(within(dialog).getByRole('heading', { name: texts.deleteQuestion.title })).toBeInTheDocument();
  expect(posts(MARK_SCHEMES.delete)).toEqual([]);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(posts(MARK_SCHEMES.delete)).toEqual([{ Id: 's-essay' }]));
  const undo = await within(dialog).findByRole('button', { name: texts.undo });
  await user.click(undo);
  await waitFor(() => expect(posts(MARK_SCHEMES.restore)).toEqual([{ Id: 's-essay' }]));
  expect(await within(dialog).findByText(texts.deleteUndone)).toBeInTheDocument();
  // The school's scheme, which a teacher may not change, offers neither.
  expect(within(dialog).queryByRole('button', { name: 'Delete Lab report' })).toBeNull();
});

test('Create: the scheme chosen is copied onto the new homework', async () => {
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.create, ({ body }) => homework({ ...body, Id: 'hw-new' })),
      handle(HOMEWORK.list, listOf([])),
      handle(MARK_SCHEMES.list, LIST),
      handle(MARK_SCHEMES.choose, ({ body }) => ({ HomeworkId: body.HomeworkId, CopyId: 'copy-1', PreviousCopyId: null })),
    ],
  });
  renderAt('/homework/create');
  await screen.findByLabelText('Title');
  await chooseScheme('Essay');
  expect(posts(MARK_SCHEMES.changeSummary)).toEqual([]);
  const field = (label: string) => screen.getByLabelText(label);
  await userEvent.click(field('Title'));
  await userEvent.paste('Fractions');
  await userEvent.click(field('Subject'));
  await userEvent.click(await screen.findByTitle('Mathematics'));
  await userEvent.click(screen.getByRole('button', { name: 'Add group 7A' }));
  await userEvent.click(field('Description'));
  await userEvent.paste('Page 12');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(posts(MARK_SCHEMES.choose)).toEqual([{ HomeworkId: 'hw-new', SchemeId: 's-essay', Marks: 0 }]));
});

test('a scheme chosen and not saved is unsaved work: leaving asks first', async () => {
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Title: 'Essay one', Version: 4 }), { id: 'hw-1' }),
      handle(MARK_SCHEMES.list, LIST),
      // No marks yet: chosen without a question.
      handle(MARK_SCHEMES.changeSummary, { Marks: 0, WithLevels: 0 }, { homeworkId: 'hw-1' }),
    ],
  });
  renderAt('/homework/edit/hw-1');
  await screen.findByLabelText('Title');
  const unloadCancelled = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unloadCancelled()).toBe(false);
  await chooseScheme('Essay');
  await waitFor(() => expect(unloadCancelled()).toBe(true));
});
