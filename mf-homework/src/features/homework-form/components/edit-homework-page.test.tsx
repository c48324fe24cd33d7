import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@homework/platform/api';
import { GROUP_LISTS, HOMEWORK, HOMEWORK_NOT_FOUND_MESSAGE, MESSAGES, PEOPLE, SAVE_CONFIRM_WHO_IS_TOLD, STALE_EDIT_DETAIL, STALE_EDIT_MESSAGE, deleteTexts, ifMatchAccepts, staleEditTexts } from '@homework/contracts';
import { HELD_MARKS, heldMarksTexts } from '@homework/contracts/held-marks';
import { createSuiteMock, failsOnce, handle, reply, type SuiteMock } from '@homework/testing';
import { BEFORE_ROUTING_EVENT, LEAVE_CONFIRM } from '@homework/ui';
import { homework, listOf } from '../../../testing/homework-fixtures';
import { renderAt } from '../../../testing/render';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').sharedUiMock,
}));

let suite: SuiteMock;
let version: number;
let theirTitle: string;
/** The words of a stale save's refusal, in the language the server answers in. */
let staleWords: string;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  version = 4;
  theirTitle = 'Essay one';
  staleWords = STALE_EDIT_MESSAGE;
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, () => homework({ Title: theirTitle, Groups: ['group-7a'], Students: ['student-1'], GroupMembershipChanged: true, Version: version }), { id: 'hw-1' }),
      handle(GROUP_LISTS.registration, [{ Id: 'group-7a', Name: '7A' }]),
      // As the service checks a save: a stale Version 409, then a stale If-Match alone 412.
      handle(HOMEWORK.edit, ({ body, headers }) => {
        if (body.Version !== version) return reply(409, { message: staleWords, ...STALE_EDIT_DETAIL });
        if (headers['If-Match'] !== undefined && !ifMatchAccepts(headers['If-Match'], version)) return reply(412, { message: staleWords, ...STALE_EDIT_DETAIL });
        return homework({ Id: body.Id, Title: body.Title, Version: ++version });
      }),
      // Where leaving the form goes.
      handle(HOMEWORK.list, listOf([])),
      handle(HOMEWORK.deleted, []),
    ],
  });
});

const editBodies = () => suite.network.requestsTo(HOMEWORK.edit).map(({ body }) => body);

async function openForm() {
  renderAt('/homework/edit/hw-1');
  return screen.findByLabelText('Title');
}

/** Replaces a text field's value as a paste does. */
async function fill(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function saveAndConfirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are You Sure?');
  // The spec's question, and beside it who the save tells and who it does not (a moved due date mails no one).
  expect(dialog).toHaveTextContent('Saving will update this homework for everyone it is set for. Are you sure you want to save your changes?');
  expect(dialog).toHaveTextContent(SAVE_CONFIRM_WHO_IS_TOLD);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

test('shows the homework as read, with the note when its groups have changed', async () => {
  const title = await openForm();
  expect(title).toHaveValue('Essay one');
  expect(screen.getByLabelText('Description')).toHaveValue('<p>Write 500 words.</p>');
  // 23:00 UTC on 30 June is 1 July in London
  expect(screen.getByLabelText('Available from')).toHaveValue('2026-07-01');
  expect(screen.getByLabelText('Due date')).toHaveValue('2026-07-08');
  expect(screen.getByText('1 group(s), 1 student(s)')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'In Person' })).toBeChecked();
  expect(screen.getByRole('note')).toHaveTextContent(MESSAGES.groupMembershipChanged);
});

test('asks Are You Sure?, saves with the Version read, then Homework saved successfully.', async () => {
  await openForm();
  await userEvent.clear(screen.getByLabelText('Title'));
  await userEvent.click(screen.getByLabelText('Title'));
  await userEvent.paste('Essay two');
  await saveAndConfirm();

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.homeworkSaved);
  expect(editBodies()).toEqual([
    expect.objectContaining({
      Id: 'hw-1',
      Version: 4,
      Title: 'Essay two',
      Groups: ['group-7a'],
      Students: ['student-1'],
      StartDate: '2026-06-30T23:00:00.000Z',
      DueDate: '2026-07-07T23:00:00.000Z',
      AllowStudentAttachments: false,
    }),
  ]);
  expect(editBodies()[0]).not.toHaveProperty('CreatedById');
  // The version read also goes as If-Match, the service's HTTP check against overwriting a newer save.
  expect(suite.network.requestsTo(HOMEWORK.edit)[0]!.headers).toMatchObject({ 'If-Match': '"4"' });
  // Saved: members are as saved now, and the next save goes with the new Version.
  expect(screen.queryByText(MESSAGES.groupMembershipChanged)).not.toBeInTheDocument();
  await saveAndConfirm();
  await waitFor(() => expect(editBodies()).toHaveLength(2));
  expect(editBodies()[1].Version).toBe(5);
});

describe('Release marks together turned off with marks held (decision 0037)', () => {
  const held = { Students: 3, Mailed: 2, NoAddress: 1, MailOn: true };
  beforeEach(() => {
    suite.network.use(
      handle(HOMEWORK.get, () => homework({ Title: theirTitle, Version: version, ReleaseMarksTogether: true }), { id: 'hw-1' }),
      handle(HELD_MARKS.summary, held, { homeworkId: 'hw-1' }),
    );
  });

  test('Are You Sure? says saving releases them, to whom mail goes, and that it cannot be undone', async () => {
    await openForm();
    const choice = screen.getByRole('checkbox', { name: heldMarksTexts.choice });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(heldMarksTexts.turnOff(held));
    expect(dialog).toHaveTextContent(heldMarksTexts.cannotUndo);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editBodies()).toHaveLength(1));
    expect(editBodies()[0].ReleaseMarksTogether).toBe(false);
  });

  test('left on, nothing is counted and the question is the spec’s', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent(heldMarksTexts.cannotUndo);
    expect(suite.network.requestsTo(HELD_MARKS.summary)).toHaveLength(0);
  });
});

test('Enter in a date confirms the date and asks nothing, so a second Enter cannot save', async () => {
  await openForm();
  const due = screen.getByLabelText('Due date');
  await userEvent.clear(due);
  await userEvent.type(due, '2026-07-09{Enter}');
  await userEvent.keyboard('{Enter}');
  expect(due).toHaveValue('2026-07-09');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(editBodies()).toHaveLength(0);
});

test('Cancel on Are You Sure? saves nothing', async () => {
  await openForm();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  expect(editBodies()).toHaveLength(0);
});

test('invalid values are not confirmed or sent', async () => {
  await openForm();
  await userEvent.click(screen.getByRole('button', { name: 'Clear assigned' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Assigned to is required.')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(editBodies()).toHaveLength(0);
});

describe('someone else saved first (409): the teacher keeps their changes either way', () => {
  async function refusedAsStale() {
    await openForm();
    await fill('Title', 'My title');
    version = 5; // another teacher's save since this form read version 4
    theirTitle = 'Their title';
    await saveAndConfirm();
    const choice = await screen.findByRole('alert');
    expect(choice).toHaveTextContent(staleEditTexts.title);
    expect(choice).not.toHaveTextContent('Reload it');
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    return choice;
  }

  test('Save mine over theirs reads theirs afresh and saves mine with its Version', async () => {
    const choice = await refusedAsStale();
    await userEvent.click(within(choice).getByRole('button', { name: staleEditTexts.saveMine }));
    expect(await screen.findByText(MESSAGES.homeworkSaved)).toBeInTheDocument();
    expect(editBodies().map((body) => [body.Title, body.Version])).toEqual([
      ['My title', 4],
      ['My title', 5],
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
  });

  test('known by the refusal’s body, not its words: refused in the teacher’s Welsh, the choice is the same', async () => {
    staleWords = 'Mae rhywun arall wedi newid y gwaith cartref hwn ers i chi ei agor.';
    const choice = await refusedAsStale();
    expect(within(choice).getByRole('button', { name: staleEditTexts.saveMine })).toBeInTheDocument();
  });

  test('Use theirs, keep mine beside loads theirs into the form and shows mine beside it, to put back', async () => {
    const choice = await refusedAsStale();
    await userEvent.click(within(choice).getByRole('button', { name: staleEditTexts.useTheirs }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their title'));
    const mine = screen.getByRole('region', { name: staleEditTexts.mineBeside });
    expect(mine).toHaveTextContent('My title');
    expect(editBodies()).toHaveLength(1);
    await userEvent.click(within(mine).getByRole('button', { name: staleEditTexts.putMineBack }));
    expect(screen.getByLabelText('Title')).toHaveValue('My title');
    await saveAndConfirm();
    await waitFor(() => expect(editBodies().map((body) => body.Version)).toEqual([4, 5]));
  });
});

test("a homework that cannot be read: 'Failed to load homework. {message}'", async () => {
  suite = createSuiteMock({ handlers: [handle(HOMEWORK.get, new ApiError(HOMEWORK_NOT_FOUND_MESSAGE, 404), { id: 'hw-1' })] });
  renderAt('/homework/edit/hw-1');
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to load homework. ${HOMEWORK_NOT_FOUND_MESSAGE}`);
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
});

test('a homework deleted elsewhere says who deleted it and when, offers Recently deleted and no Retry', async () => {
  const gone = { message: deleteTexts.goneTitle, deleted: { DeletedBy: 'Mr B. Smith', DeletedAt: '2026-12-01T09:30:00.000Z' } };
  suite = createSuiteMock({
    handlers: [handle(HOMEWORK.get, new ApiError(gone.message, 404, gone), { id: 'hw-1' }), handle(HOMEWORK.list, listOf([])), handle(HOMEWORK.deleted, [])],
  });
  renderAt('/homework/edit/hw-1');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(deleteTexts.goneTitle);
  expect(alert).toHaveTextContent('It was deleted by Mr B. Smith on 01/12/2026 at 09:30.');
  expect(alert).not.toHaveTextContent(HOMEWORK_NOT_FOUND_MESSAGE);
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

  await userEvent.click(within(alert).getByRole('link', { name: deleteTexts.openRecentlyDeleted }));
  // All Homework, with Recently deleted open.
  expect(await screen.findByRole('dialog')).toHaveTextContent(deleteTexts.recentlyDeletedIntro);
});

test('a save refused because the homework was deleted meanwhile: Open Recently deleted goes there, the changes asking nothing', async () => {
  const gone = { message: deleteTexts.goneTitle, deleted: { DeletedBy: 'Mr B. Smith', DeletedAt: '2026-12-01T09:30:00.000Z' } };
  createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Title: 'Essay one' }), { id: 'hw-1' }),
      handle(HOMEWORK.edit, new ApiError(gone.message, 404, gone)),
      handle(HOMEWORK.list, listOf([])),
      handle(HOMEWORK.deleted, []),
    ],
  });
  await openForm();
  await fill('Title', 'Essay two');
  await saveAndConfirm();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('It was deleted by Mr B. Smith on 01/12/2026 at 09:30.');
  // Nothing is left to save the changes to (they are kept as the homework's draft, offered back if it
  // is restored): leaving asks nothing, so the way to Recently deleted is never blocked.
  const cancelNavigation = jest.fn();
  const newUrl = `${window.location.origin}${window.location.pathname}#/homework/all-homework?open=recently-deleted`;
  window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail: { oldUrl: window.location.href, newUrl, cancelNavigation } }));
  expect(cancelNavigation).not.toHaveBeenCalled();
  await userEvent.click(within(alert).getByRole('link', { name: deleteTexts.openRecentlyDeleted }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(deleteTexts.recentlyDeletedIntro);
});

test('Retry after a homework that could not be read asks for it again and shows the form', async () => {
  createSuiteMock({ handlers: [handle(HOMEWORK.get, failsOnce(homework({ Title: 'Essay one' }), new ApiError('Service unavailable', 503)), { id: 'hw-1' })] });
  renderAt('/homework/edit/hw-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homework. Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Title')).toHaveValue('Essay one');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("teachers that cannot be read: 'Failed to load subject or teachers. {message}'", async () => {
  createSuiteMock({ handlers: [handle(PEOPLE.teacherAll, new ApiError('Service unavailable', 503))] });
  renderAt('/homework/edit/hw-1');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subject or teachers. Service unavailable');
});

// Shared lookups (subjects, teachers, file types) go on for other pages; the page's own read stops.
test('leaving the page while the homework is still being read cancels the read', async () => {
  const reads: AbortSignal[] = [];
  suite = createSuiteMock({
    handlers: [
      handle(
        HOMEWORK.get,
        ({ signal }) => {
          if (signal) reads.push(signal);
          return new Promise(() => undefined);
        },
        { id: 'hw-1' },
      ),
    ],
  });
  const { unmount } = renderAt('/homework/edit/hw-1');
  await waitFor(() => expect(reads).toHaveLength(1));
  expect(reads[0].aborted).toBe(false);
  unmount();
  expect(reads[0].aborted).toBe(true);
});

test('opening the page again reads the homework afresh (a newer Version is not hidden by a cache)', async () => {
  const first = renderAt('/homework/edit/hw-1');
  expect(await screen.findByLabelText('Title')).toHaveValue('Essay one');
  first.unmount();
  version = 9;
  renderAt('/homework/edit/hw-1');
  await screen.findByLabelText('Title');
  await userEvent.type(screen.getByLabelText('Title'), ' again');
  await saveAndConfirm();
  expect(await screen.findByText(MESSAGES.homeworkSaved)).toBeInTheDocument();
  expect(editBodies().at(-1)?.Version).toBe(9);
});

test('an attachment the homework has saved opens: downloaded with the token, under its file name', async () => {
  const saved = { Id: 'att-1', Title: 'worksheet.pdf', Description: '', FileName: 'worksheet.pdf', FileSize: 2048 };
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.get, homework({ Attachments: [saved], AttachmentCount: 1 }), { id: 'hw-1' }),
      handle(HOMEWORK.attachment, new Blob(['%PDF']), { homeworkId: 'hw-1', attachmentId: 'att-1' }),
    ],
  });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  try {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'worksheet.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(suite.network.requestsTo(HOMEWORK.attachment)).toHaveLength(1);
    expect(clicked[0].download).toBe('worksheet.pdf');
    expect(clicked[0].href).toMatch(/^blob:/);
  } finally {
    click.mockRestore();
  }
});


describe('unsaved changes are not thrown away without a word', () => {
  /** The open 'Leave without saving?' question, if any (Are You Sure? may still be closing beside it). */
  const leaveQuestion = () => screen.queryAllByRole('dialog').find((dialog) => dialog.textContent?.includes(LEAVE_CONFIRM.title)) ?? null;

  /** The leave question, answered Stay: answers true when it was asked. */
  async function stayIfAsked() {
    const question = leaveQuestion();
    if (!question) return false;
    expect(question).toHaveTextContent(LEAVE_CONFIRM.content);
    await userEvent.click(within(question).getByRole('button', { name: LEAVE_CONFIRM.cancelText }));
    await waitFor(() => expect(leaveQuestion()).toBeNull());
    return true;
  }

  /** Each way out of the page: leaves (or tries to) and answers whether the teacher was asked first. */
  const WAYS_OUT: [string, (location: () => { pathname: string }) => Promise<boolean>][] = [
    [
      'Cancel',
      async (location) => {
        await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
        await waitFor(() => expect(!!leaveQuestion() || location().pathname === '/homework/all-homework').toBe(true));
        return stayIfAsked();
      },
    ],
    [
      "the host's menu or Back (single-spa's routing event)",
      async () => {
        const cancelNavigation = jest.fn();
        const oldUrl = window.location.href;
        const newUrl = `${window.location.origin}${window.location.pathname}#/homework/all-homework`;
        window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail: { oldUrl, newUrl, cancelNavigation } }));
        if (!cancelNavigation.mock.calls.length) return false;
        expect(cancelNavigation).toHaveBeenCalledWith(true);
        await waitFor(() => expect(leaveQuestion()).not.toBeNull());
        return stayIfAsked();
      },
    ],
    [
      'closing the tab',
      async () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      },
    ],
  ];

  test.each(WAYS_OUT)('%s: nothing asked before a change, asked after one (Stay keeps it), nothing asked once saved', async (way, leave) => {
    const { location } = renderAt('/homework/edit/hw-1');
    const title = await screen.findByLabelText('Title');
    // Only the routing event and the tab are tried on the unchanged page: Cancel would leave it.
    if (way !== 'Cancel') expect(await leave(location)).toBe(false);

    await userEvent.type(title, ' and a plan');
    expect(await leave(location)).toBe(true);
    expect(location().pathname).toBe('/homework/edit/hw-1');
    expect(screen.getByLabelText('Title')).toHaveValue('Essay one and a plan');
    expect(editBodies()).toHaveLength(0);

    await saveAndConfirm();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.homeworkSaved);
    expect(await leave(location)).toBe(false);
  });

  test('Leave on the question goes to the list and saves nothing', async () => {
    const { location } = renderAt('/homework/edit/hw-1');
    await userEvent.type(await screen.findByLabelText('Title'), ' and a plan');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(leaveQuestion()).not.toBeNull());
    await userEvent.click(within(leaveQuestion()!).getByRole('button', { name: LEAVE_CONFIRM.okText }));
    await waitFor(() => expect(location().pathname).toBe('/homework/all-homework'));
    expect(editBodies()).toHaveLength(0);
  });
});
