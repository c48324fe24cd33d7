import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@homework/platform/api';
import { setActiveLanguage } from '@homework/platform/messages';
import {
  HOMEWORK,
  HOMEWORK_UPLOAD_TIMEOUT_MS,
  MESSAGES,
  VALIDATION_MESSAGES,
  formDraftTexts,
} from '@homework/contracts';
import { heldMarksTexts } from '@homework/contracts/held-marks';
import { createSuiteMock, failsOnce, handle, mockSubjects, type SuiteMock } from '@homework/testing';
import { BEFORE_ROUTING_EVENT, LEAVE_CONFIRM } from '@homework/ui';
import { formMessages } from '../messages';
import { ERROR_SUMMARY_PREFIX } from './homework-form';
import { addDays, schoolToday, startOfSchoolDay } from '../../../lib/school-time';
import { homework, listOf } from '../../../testing/homework-fixtures';
import { chooseRadio, renderAt } from '../../../testing/render';
import { DEFAULT_FILTERS, useFilterStore } from '../../all-homework';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').sharedUiMock,
}));

const LONDON = 'Europe/London';
let suite: SuiteMock;
const scrollIntoView = jest.fn();

beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

beforeEach(() => {
  scrollIntoView.mockClear();
  sessionStorage.clear();
  localStorage.clear();
  useFilterStore.setState(DEFAULT_FILTERS);
  suite = createSuiteMock({
    handlers: [
      handle(HOMEWORK.create, ({ body }) => homework({ ...body, Id: 'hw-new' })),
      handle(HOMEWORK.list, listOf([])),
      handle(HOMEWORK.uploadAttachment, { Id: 'att-1', BlobReference: 'att-1', FileName: 'sheet.pdf', FileSize: 4 }),
    ],
  });
});

const created = () => suite.network.requestsTo(HOMEWORK.create).map(({ body }) => body);
const listRequests = () => suite.network.requestsTo(HOMEWORK.list).map(({ body }) => body);

async function openForm() {
  renderAt('/homework/create');
  return screen.findByLabelText('Title');
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByTitle(option));
}

/** Replaces a text field's value as a paste does (typing key by key re-renders antd once a key). */
async function fill(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillRequired() {
  await fill('Title', 'Fractions');
  await choose('Subject', 'Mathematics');
  await userEvent.click(screen.getByRole('button', { name: 'Add group 7A' }));
  await fill('Description', 'Page 12, questions 1 to 5');
}

test('defaults: set by the current teacher, available today, due a week later, Online Submission', async () => {
  await openForm();
  const today = schoolToday(new Date(), LONDON);
  expect(screen.getByLabelText('Available from')).toHaveValue(today);
  expect(screen.getByLabelText('Due date')).toHaveValue(addDays(today, 7));
  expect(screen.getByTitle('Ms A. Teacher')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Online Submission' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Preview Selection' })).toBeInTheDocument();
});

test('checks every field with the spec messages, scrolls to the first, and clears a message when its field changes', async () => {
  await openForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));

  for (const message of [
    VALIDATION_MESSAGES.titleRequired,
    VALIDATION_MESSAGES.subjectRequired,
    VALIDATION_MESSAGES.assignedToRequired,
    VALIDATION_MESSAGES.descriptionRequired,
  ])
    expect(await screen.findByText(message)).toBeInTheDocument();
  expect(created()).toHaveLength(0);
  expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('homework-title-field'));
  // Every field in error, not only Title, says so to assistive technology.
  for (const [label, message] of [
    ['Title', VALIDATION_MESSAGES.titleRequired],
    ['Subject', VALIDATION_MESSAGES.subjectRequired],
    ['Description', VALIDATION_MESSAGES.descriptionRequired],
  ]) {
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
  }
  // A field put right is no longer described as wrong.
  await userEvent.type(screen.getByLabelText('Title'), 'F');
  await waitFor(() => expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid'));
  expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-describedby');

  await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.titleRequired)).not.toBeInTheDocument());
  expect(screen.getByText(VALIDATION_MESSAGES.subjectRequired)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await waitFor(() => expect(screen.queryByText(VALIDATION_MESSAGES.assignedToRequired)).not.toBeInTheDocument());
  expect(screen.getByText(VALIDATION_MESSAGES.descriptionRequired)).toBeInTheDocument();
});

test('title length and due date before available from', async () => {
  await openForm();
  await fillRequired();
  await fill('Title', 'x'.repeat(101));
  await fill('Due date', schoolToday(new Date(), LONDON));
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText(VALIDATION_MESSAGES.titleTooLong)).toBeInTheDocument();
  expect(screen.getByText(VALIDATION_MESSAGES.dueDateBeforeStart)).toBeInTheDocument();
  expect(created()).toHaveLength(0);
  // Each message is tied to its field, and the summary announces them together.
  const title = screen.getByLabelText('Title');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription(VALIDATION_MESSAGES.titleTooLong);
  const due = document.getElementById('homework-due-date')!;
  expect(due).toHaveAttribute('aria-invalid', 'true');
  expect(due).toHaveAccessibleDescription(VALIDATION_MESSAGES.dueDateBeforeStart);
  expect(screen.getByTestId('form-error-summary')).toHaveAttribute('aria-live', 'assertive');
  expect(screen.getByTestId('form-error-summary')).toHaveTextContent(
    `${ERROR_SUMMARY_PREFIX} ${VALIDATION_MESSAGES.titleTooLong} ${VALIDATION_MESSAGES.dueDateBeforeStart}`,
  );
});

test('in Welsh, the form speaks Welsh: its fields, its checks and its buttons', async () => {
  await formMessages.load('cy');
  setActiveLanguage('cy');
  try {
    renderAt('/homework/create');
    const title = await screen.findByLabelText('Teitl');
    expect(screen.getByRole('radio', { name: 'Cyflwyno ar-lein' })).toBeChecked();
    await userEvent.clear(title);
    await userEvent.click(screen.getByRole('button', { name: 'Creu' }));
    expect(await screen.findByText('Mae angen teitl.')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Mae angen teitl.');
    expect(screen.getByTestId('form-error-summary')).toHaveTextContent(/^Cywirwch y canlynol: Mae angen teitl\./);
    expect(screen.getByRole('link', { name: 'Canslo' })).toBeInTheDocument();
  } finally {
    act(() => setActiveLanguage('en'));
  }
});

test('Enter in a date or the title confirms what was typed and creates nothing: only Create submits', async () => {
  await openForm();
  await fillRequired();
  const due = addDays(schoolToday(new Date(), LONDON), 3)!;
  await fill('Due date', due);
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByLabelText('Title'));
  await userEvent.keyboard('{Enter}');
  expect(screen.getByLabelText('Due date')).toHaveValue(due);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(created()).toHaveLength(0);

  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(created()).toHaveLength(1));
});

test('what was typed is kept as a draft and offered back when the form opens again; Create forgets it', async () => {
  const first = renderAt('/homework/create');
  await screen.findByLabelText('Title');
  await fill('Title', 'Fractions, half written');
  await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('homework.draft/homework-form/'))).toHaveLength(1));
  first.unmount();

  renderAt('/homework/create');
  const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
  expect(offer).toHaveTextContent(/You have changes to this homework from \d\d\/\d\d\/\d{4} at \d\d:\d\d that were not saved\./);
  expect(screen.getByLabelText('Title')).toHaveValue('');
  await userEvent.click(within(offer).getByRole('button', { name: formDraftTexts.restore }));
  expect(screen.getByLabelText('Title')).toHaveValue('Fractions, half written');
  expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();

  await choose('Subject', 'Mathematics');
  await userEvent.click(screen.getByRole('button', { name: 'Add group 7A' }));
  await fill('Description', 'Page 12');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  await waitFor(() => expect(Object.keys(localStorage).filter((key) => key.startsWith('homework.draft/'))).toEqual([]));
});

test('length counters under Title (100) and Description (1000, the text a reader sees)', async () => {
  await openForm();
  await fill('Title', 'Fractions');
  expect(screen.getByText('9 / 100')).toBeInTheDocument();
  expect(screen.getByText('0 / 1000')).toBeInTheDocument();
  await fill('Description', '<p>Read <b>chapter</b> 3</p>');
  expect(screen.getByText('14 / 1000')).toBeInTheDocument();
});

test('Release marks together is off by default (the spec), described, and sent as ticked (decision 0037)', async () => {
  await openForm();
  const choice = screen.getByRole('checkbox', { name: heldMarksTexts.choice });
  expect(choice).not.toBeChecked();
  expect(choice).toHaveAccessibleDescription(heldMarksTexts.choiceHelp);
  await fillRequired();
  choice.focus();
  await userEvent.keyboard(' ');
  expect(choice).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]!.ReleaseMarksTogether).toBe(true);
});

test('creates, then shows the list newest first for the set-by teacher with Homework created.', async () => {
  await openForm();
  await fillRequired();
  await chooseRadio(userEvent, 'In Person');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));

  expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.homeworkCreated);
  const today = schoolToday(new Date(), LONDON);
  expect(created()).toEqual([
    expect.objectContaining({
      Title: 'Fractions',
      SubjectId: 'subject-1',
      Subject: 'Mathematics',
      SetById: 'teacher-1',
      SetBy: 'Ms A. Teacher',
      CreatedById: 'teacher-1',
      Groups: ['group-7a'],
      Students: [],
      Description: 'Page 12, questions 1 to 5',
      AllowStudentAttachments: false,
      ReleaseMarksTogether: false,
      StartDate: startOfSchoolDay(today, LONDON),
      DueDate: startOfSchoolDay(addDays(today, 7)!, LONDON),
    }),
  ]);
  await waitFor(() => expect(listRequests()).toHaveLength(1));
  // The saved 'Due in next 30 days' would hide a homework due later: the redirect shows them all.
  expect(listRequests()[0]).toMatchObject({ SortOrder: 'createdate-desc', SetBy: 'teacher-1', Page: 1, State: 'all' });
  expect(screen.getByRole('radio', { name: 'My Homework' })).toBeChecked();
});

test("a refused save: 'Save failed. {server message}' and the field's message from the service", async () => {
  suite.network.use(
    handle(HOMEWORK.create, new ApiError('Set by must be a teacher of the school.', 400, {
      message: 'Set by must be a teacher of the school.',
      errors: [{ field: 'SetById', message: 'Set by must be a teacher of the school.' }],
    })),
  );
  await openForm();
  await fillRequired();
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  // The page's banner is announced; the field's own message is tied to it and in the summary.
  expect(await screen.findByRole('alert')).toHaveTextContent('Save failed. Set by must be a teacher of the school.');
  expect(screen.getByLabelText('Set by')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Set by')).toHaveAccessibleDescription('Set by must be a teacher of the school.');
  expect(screen.getByTestId('form-error-summary')).toHaveTextContent('Set by must be a teacher of the school.');
  expect(within(document.getElementById('homework-set-by-field')!).getByText('Set by must be a teacher of the school.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
});

test('an attachment uploads through the suite API (field "file", 60 s) and is sent with the homework', async () => {
  await openForm();
  await fillRequired();
  await userEvent.upload(screen.getByLabelText('Add attachment'), new File(['%PDF'], 'sheet.pdf', { type: 'application/pdf' }));
  expect(await screen.findByText('sheet.pdf')).toBeInTheDocument();

  const [upload] = suite.network.requestsTo(HOMEWORK.uploadAttachment);
  expect((upload!.body.get('file') as File).name).toBe('sheet.pdf');
  expect(upload!.timeoutMs).toBe(HOMEWORK_UPLOAD_TIMEOUT_MS);

  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(created()).toHaveLength(1));
  expect(created()[0]!.Attachments).toEqual([
    { Id: 'att-1', Title: 'sheet.pdf', Description: '', FileName: 'sheet.pdf', FileSize: 4 },
  ]);
});

test("subjects or teachers that cannot be read: 'Failed to load subject or teachers. {message}'", async () => {
  suite = createSuiteMock({ handlers: [handle(HOMEWORK.subjects, new ApiError('Service unavailable', 503))] });
  renderAt('/homework/create');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subject or teachers. Service unavailable');
  expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
});

test('Retry after a failed load asks again and shows the form', async () => {
  suite = createSuiteMock({ handlers: [handle(HOMEWORK.subjects, failsOnce(mockSubjects, new ApiError('Service unavailable', 503)))] });
  renderAt('/homework/create');
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subject or teachers. Service unavailable');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByLabelText('Title')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

describe('unsaved work is not thrown away without a word', () => {
  const leaveDialog = async () => {
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(LEAVE_CONFIRM.title);
    expect(dialog).toHaveTextContent(LEAVE_CONFIRM.content);
    return within(dialog);
  };
  const unloadCancelled = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };

  test('Cancel with nothing changed leaves at once, and closing the tab is not questioned', async () => {
    const { location } = renderAt('/homework/create');
    await screen.findByLabelText('Title');
    expect(unloadCancelled()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/homework/all-homework'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Cancel after a change asks first: Stay keeps the work, Leave goes to the list', async () => {
    const { location } = renderAt('/homework/create');
    await screen.findByLabelText('Title');
    await fill('Title', 'Fractions');
    expect(unloadCancelled()).toBe(true);

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click((await leaveDialog()).getByRole('button', { name: LEAVE_CONFIRM.cancelText }));
    expect(location().pathname).toBe('/homework/create');
    expect(screen.getByLabelText('Title')).toHaveValue('Fractions');

    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    await userEvent.click((await leaveDialog()).getByRole('button', { name: LEAVE_CONFIRM.okText }));
    await waitFor(() => expect(location().pathname).toBe('/homework/all-homework'));
    expect(created()).toHaveLength(0);
  });

  test("the host's menu or Back (single-spa's routing event) is held until the teacher chooses to leave", async () => {
    renderAt('/homework/create');
    await screen.findByLabelText('Title');
    await fill('Title', 'Fractions');
    const cancelNavigation = jest.fn();
    const oldUrl = window.location.href;
    const newUrl = `${window.location.origin}${window.location.pathname}#/homework/dashboard`;
    window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail: { oldUrl, newUrl, cancelNavigation } }));
    expect(cancelNavigation).toHaveBeenCalledWith(true);
    await userEvent.click((await leaveDialog()).getByRole('button', { name: LEAVE_CONFIRM.okText }));
    await waitFor(() => expect(window.location.hash).toBe('#/homework/dashboard'));
    // Left on purpose: nothing more is held.
    const again = jest.fn();
    window.dispatchEvent(new CustomEvent(BEFORE_ROUTING_EVENT, { detail: { oldUrl: newUrl, newUrl: oldUrl, cancelNavigation: again } }));
    expect(again).not.toHaveBeenCalled();
    window.location.hash = '';
  });

  test('a created homework leaves for the list without asking', async () => {
    const { location } = renderAt('/homework/create');
    await screen.findByLabelText('Title');
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location().pathname).toMatch(/^\/homework\/all-homework\//));
    expect(screen.queryByText(LEAVE_CONFIRM.title)).not.toBeInTheDocument();
  });
});
