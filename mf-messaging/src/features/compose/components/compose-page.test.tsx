// /messages against the fake API: the checks of 02 §5 and each error clearing with its field, merge
// tags at the cursor, Send's states and the result texts of 02 §8, the analytics events, and the
// attachments behind their toggle with the message consumer's limits and exact messages.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANALYTICS_EVENTS, FEATURE_FLAGS, GROUPS, MESSAGING, NOTIFY_REFUSAL_REASONS, PEOPLE, UNKNOWN_MERGE_TAG_QUESTION, USER, type NotifyResult, type Parent } from '@homework/contracts';
import { ApiError, calls, getQueryClient } from '@homework/platform/api';
import { draftKey } from '@homework/platform/drafts';
import { LEAVE_CONFIRM } from '@homework/ui';
import { trackEvent } from '@homework/platform/analytics';
import { MOCK_SCHOOL_ID, MOCK_TEACHER_ID, createSuiteMock, deferred, handle, mockIdentity, type Handler, type SuiteMock } from '@homework/testing';
import { renderAt } from '../../../testing/render';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').selectorMock,
}));
jest.mock('@homework/platform/analytics', () => ({ ...jest.requireActual('@homework/platform/analytics'), trackEvent: jest.fn() }));

const PARENTS: Parent[] = [
  { Id: 'parent-1', DisplayForename: 'Pat', DisplaySurname: 'Adams', Children: ['student-1'] },
  { Id: 'parent-2', DisplayForename: 'Sam', DisplaySurname: 'Adams', Children: ['student-1', 'student-2'] },
];
const queued = (recipientId: string, Status: NotifyResult['Status'] = 0): NotifyResult => ({
  recipientId,
  personType: 4,
  studentId: 'student-1',
  Status,
  Reason: Status ? NOTIFY_REFUSAL_REASONS[Status as 2] : null,
  Name: recipientId === 'parent-1' ? 'Pat Adams' : 'Sam Adams',
  StudentName: 'Amy Adams',
  MessageId: Status ? null : 'message-1',
});

function mockSuite(handlers: Handler[] = []) {
  return createSuiteMock({
    handlers: [
      handle(PEOPLE.parentAll, PARENTS),
      handle(MESSAGING.validAttachmentFileTypes, ['.pdf', '.docx']),
      handle(MESSAGING.notify, [queued('parent-1'), queued('parent-2')]),
      ...handlers,
    ],
  });
}

const notifyBodies = (suite: SuiteMock) => suite.network.requestsTo(MESSAGING.notify).map(({ body }) => body);

const subject = () => screen.getByLabelText('Subject') as HTMLInputElement;
const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send|Sending)$/ });

async function open() {
  renderAt('/messages');
  await screen.findByRole('form', { name: 'New message' });
}

async function fillDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.type(subject(), 'Trip');
  await user.type(message(), 'Bring a coat.');
}

beforeEach(() => {
  jest.mocked(trackEvent).mockClear();
  window.localStorage.clear();
});

/** Where this teacher's half-written message at this school is kept (the suite's one key scheme). */
const KEPT = draftKey('message', MOCK_TEACHER_ID, MOCK_SCHOOL_ID);
const kept = () => JSON.parse(window.localStorage.getItem(KEPT) ?? 'null');

test('an empty draft gets the three messages of 02 §5 and is not sent; each clears when its field changes', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  await open();
  expect(screen.getByRole('radio', { name: 'Parents' })).toBeChecked();
  expect(screen.getByTestId('selector')).toHaveAttribute('data-pre-admission', 'true');
  expect(message()).toHaveAttribute('rows', '10');

  await user.click(sendButton());
  expect(await screen.findByText('No recipients selected.')).toBeInTheDocument();
  expect(screen.getByText('Subject can not be empty.')).toBeInTheDocument();
  expect(screen.getByText('Message body can not be empty.')).toBeInTheDocument();
  expect(subject()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByTestId('selector')).toHaveAttribute('data-status', 'error');
  expect(notifyBodies(suite)).toEqual([]);

  await user.type(subject(), ' x');
  expect(screen.queryByText('Subject can not be empty.')).not.toBeInTheDocument();
  expect(screen.getByText('Message body can not be empty.')).toBeInTheDocument();
  await user.type(message(), 'y');
  expect(screen.queryByText('Message body can not be empty.')).not.toBeInTheDocument();
  expect(screen.getByText('No recipients selected.')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Students' }));
  expect(screen.queryByText('No recipients selected.')).not.toBeInTheDocument();
});

test('a subject or message of spaces only is empty', async () => {
  mockSuite();
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.type(subject(), '   ');
  await user.type(message(), '  {enter}  ');
  await user.click(sendButton());
  expect(await screen.findByText('Subject can not be empty.')).toBeInTheDocument();
  expect(screen.getByText('Message body can not be empty.')).toBeInTheDocument();
});

test("a group with no members is 'No recipients selected.'; students with no parents, to parents, 'Please select recipients.'", async () => {
  const suite = mockSuite([
    handle(PEOPLE.parentAll, []),
    handle(GROUPS.groupMembers, [{ GroupId: 'group-7a', StudentIds: [] }]),
  ]);
  const user = userEvent.setup();
  await open();
  await user.type(subject(), 'Trip');
  await user.type(message(), 'Bring a coat.');
  await user.click(screen.getByRole('button', { name: 'Add group 7A' }));
  await user.click(sendButton());
  expect(await screen.findByText('No recipients selected.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.click(sendButton());
  expect(await screen.findByText('Please select recipients.')).toBeInTheDocument();
  expect(notifyBodies(suite)).toEqual([]);
});

test('a merge tag goes in at the cursor of the message, or of the subject when that was the field last in', async () => {
  mockSuite();
  const user = userEvent.setup();
  await open();
  await user.type(message(), 'Dear ,');
  message().setSelectionRange(5, 5);
  fireEvent.select(message());
  await user.click(screen.getByRole('button', { name: /^Recipient's name/ }));
  expect(message()).toHaveValue('Dear {{RecipientName}},');
  expect(message()).toHaveFocus();
  expect(message().selectionStart).toBe('Dear {{RecipientName}}'.length);

  await user.type(subject(), 'News for ');
  await user.click(screen.getByRole('button', { name: /^Student's name/ }));
  expect(subject()).toHaveValue('News for {{StudentName}}');
  expect(message()).toHaveValue('Dear {{RecipientName}},');
  // Typing goes on after the tag.
  await user.keyboard('!');
  expect(subject()).toHaveValue('News for {{StudentName}}!');
});

test('a mistyped merge tag is asked about before sending, naming it; Go back selects it, Send as typed sends it as typed', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.type(subject(), 'Trip');
  // user-event reads '{' as a key name: the tag is pasted, as a teacher copying one would.
  await user.click(message());
  await user.paste('Dear {{RecipientName}}, {{StudentsName}} needs a coat.');
  await user.click(sendButton());

  const question = await screen.findByRole('dialog', { name: UNKNOWN_MERGE_TAG_QUESTION.title });
  expect(within(question).getByRole('listitem')).toHaveTextContent('{{StudentsName}} in the Message: did you mean {{StudentName}}?');
  expect(within(question).getByRole('button', { name: UNKNOWN_MERGE_TAG_QUESTION.cancelText })).toHaveFocus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(notifyBodies(suite)).toEqual([]);
  await waitFor(() => expect(message()).toHaveFocus());
  const start = 'Dear {{RecipientName}}, '.length;
  expect([message().selectionStart, message().selectionEnd]).toEqual([start, start + '{{StudentsName}}'.length]);

  await user.click(sendButton());
  const again = await screen.findByRole('dialog', { name: UNKNOWN_MERGE_TAG_QUESTION.title });
  await user.click(within(again).getByRole('button', { name: UNKNOWN_MERGE_TAG_QUESTION.okText }));
  await waitFor(() => expect(notifyBodies(suite)).toHaveLength(1));
  expect(notifyBodies(suite)[0].Message.messageBody).toBe('<p>Dear {{RecipientName}}, {{StudentsName}} needs a coat.</p>');
});

test('known merge tags, in any case, are sent without a question', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.click(subject());
  await user.paste('About {{ studentname }}');
  await user.type(message(), 'Bring a coat.');
  await user.click(sendButton());
  await waitFor(() => expect(notifyBodies(suite)).toHaveLength(1));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("the link toolbar's Add Link puts its markup over the selected text of the message, and the cursor after it", async () => {
  mockSuite();
  const user = userEvent.setup();
  await open();
  await user.type(message(), 'Read the letter today');
  message().setSelectionRange(5, 15);
  fireEvent.select(message());
  await user.click(await screen.findByRole('button', { name: 'Add Link' }, { timeout: 2000 }));
  const form = await screen.findByRole('form', { name: 'Add Link' });
  expect(within(form).getByLabelText('Display text')).toHaveValue('the letter');
  await user.type(within(form).getByLabelText('Web address'), 'oakwood.example/trip');
  await user.click(within(form).getByRole('button', { name: 'Insert' }));
  expect(message()).toHaveValue('Read [the letter | https://oakwood.example/trip] today');
  await waitFor(() => expect(message()).toHaveFocus());
  expect(message().selectionStart).toBe('Read [the letter | https://oakwood.example/trip]'.length);
});

test("Send reads 'Sending' and is disabled while sending; one result reads 'Message sent successfully.' and the draft clears", async () => {
  const answer = deferred<NotifyResult[]>();
  const suite = mockSuite([handle(MESSAGING.notify, () => answer.promise)]);
  const user = userEvent.setup();
  await open();
  await fillDraft(user);
  await user.click(sendButton());
  await waitFor(() => expect(sendButton()).toHaveTextContent('Sending'));
  expect(sendButton()).toBeDisabled();
  expect(notifyBodies(suite)).toEqual([
    {
      Recipients: [
        { recipientId: 'parent-1', personType: 4, studentId: 'student-1' },
        { recipientId: 'parent-2', personType: 4, studentId: 'student-1' },
      ],
      Message: { subject: 'Trip', messageBody: '<p>Bring a coat.</p>', attachments: [] },
    },
  ]);
  expect(trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.messageWithoutAttachment);
  expect(trackEvent).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.messageSent);

  await act(async () => answer.resolve([queued('parent-1')]));
  expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
  expect(sendButton()).toHaveTextContent('Send');
  expect(sendButton()).toBeEnabled();
  expect(subject()).toHaveValue('');
  expect(message()).toHaveValue('');
  expect(screen.getByTestId('selector')).toHaveTextContent('0 group(s), 0 student(s)');
  expect(trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.messageSent);
});

test('after a send that reached anyone, Send to stays as the teacher chose it', async () => {
  mockSuite([handle(MESSAGING.notify, [queued('parent-1'), queued('parent-2')])]);
  const user = userEvent.setup();
  await open();
  await user.click(screen.getByRole('radio', { name: 'Students and Parents' }));
  await fillDraft(user);
  await user.click(sendButton());
  expect(await screen.findByText('All messages sent successfully.')).toBeInTheDocument();
  expect(subject()).toHaveValue('');
  expect(screen.getByRole('radio', { name: 'Students and Parents' })).toBeChecked();
});

test.each([
  ['every result Status 0', [queued('parent-1'), queued('parent-2')], 'All messages sent successfully.', true],
  ['some refused', [queued('parent-1'), queued('parent-2', 2)], '1 of 2 messages sent successfully.', true],
  ['every one refused', [queued('parent-1', 2), queued('parent-2', 2)], '0 of 2 messages sent successfully.', false],
])('%s: the result text, and the draft cleared only when anyone was reached', async (_case, results, text, cleared) => {
  mockSuite([handle(MESSAGING.notify, results)]);
  const user = userEvent.setup();
  await open();
  await fillDraft(user);
  await user.click(sendButton());
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(subject()).toHaveValue(cleared ? '' : 'Trip');
});

test('a partial send names who was missed and why under the result; a send that missed everyone keeps the draft', async () => {
  mockSuite([handle(MESSAGING.notify, [queued('parent-1'), { ...queued('parent-2', 3), StudentName: 'Ben Adams' }])]);
  const user = userEvent.setup();
  await open();
  await fillDraft(user);
  await user.click(sendButton());
  expect(await screen.findByText('1 of 2 messages sent successfully.')).toBeInTheDocument();
  const missed = screen.getByRole('region', { name: 'Not sent to:' });
  expect(within(missed).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Sam Adams (parent of Ben Adams): This parent is not a parent of the student.',
  ]);

  mockSuite([handle(MESSAGING.notify, [queued('parent-1', 2), queued('parent-2', 2)])]);
  await fillDraft(user);
  await user.click(sendButton());
  expect(await screen.findByText('0 of 2 messages sent successfully.')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Not sent to:' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Pat Adams (parent of Amy Adams): This person has no e-mail address.',
    'Sam Adams (parent of Amy Adams): This person has no e-mail address.',
  ]);
  expect(subject()).toHaveValue('Trip');
});

test("a refused send reads 'Message sending failed. {server message}' and keeps the draft", async () => {
  mockSuite([handle(MESSAGING.notify, new ApiError('The mail queue is not available.', 503))]);
  const user = userEvent.setup();
  await open();
  await fillDraft(user);
  await user.click(sendButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Message sending failed. The mail queue is not available.');
  expect(subject()).toHaveValue('Trip');
  expect(message()).toHaveValue('Bring a coat.');
  expect(trackEvent).not.toHaveBeenCalledWith(ANALYTICS_EVENTS.messageSent);
});

describe('attachments', () => {
  const pdf = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
  const uploaded = (form: FormData) => {
    const file = form.get('file') as File;
    return { FileName: file.name, BlobReference: `blob-${file.name}`, FileSize: file.size };
  };
  const attach = () => screen.findByLabelText('Attach files', {}, { timeout: 2000 });

  test('are offered only when show-message-attachment is on, with the link toolbar', async () => {
    createSuiteMock({
      handlers: [
        handle(USER.identities, { ...mockIdentity, Features: [{ Name: FEATURE_FLAGS.showMessageAttachment, Enabled: false }] }),
      ],
    });
    await open();
    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.queryByLabelText('Attach files')).not.toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Message tools' })).not.toBeInTheDocument();
  });

  test("are there at the first paint when the school's features are already held (the shell holds them), not 500 ms later", async () => {
    mockSuite();
    await getQueryClient().fetchQuery(calls.identities());
    await open();
    // At once: the form has only just appeared, well inside the 500 ms of the delayed check.
    expect(screen.getByRole('toolbar', { name: 'Message tools' })).toBeInTheDocument();
    expect(screen.getByText('Attachments', { selector: 'label' })).toBeInTheDocument();
  });

  test('at most three of 5 MB each, of the allowed types, with the exact messages', async () => {
    mockSuite([handle(MESSAGING.uploadAttachment, ({ body }) => uploaded(body))]);
    const user = userEvent.setup({ applyAccept: false });
    await open();
    expect(screen.queryByLabelText('Attach files')).not.toBeInTheDocument();
    expect(await screen.findByRole('toolbar', { name: 'Message tools' }, { timeout: 2000 })).toBeInTheDocument();

    await user.upload(await attach(), [pdf('virus.exe'), pdf('big.pdf', 5_242_881)]);
    expect(await screen.findByText('"virus.exe" is not supported')).toBeInTheDocument();
    expect(screen.getByText('Size of "big.pdf" must be less than 5 MB')).toBeInTheDocument();

    await user.upload(await attach(), [pdf('one.pdf'), pdf('two.pdf'), pdf('three.pdf', 5_242_880), pdf('four.pdf')]);
    expect(await screen.findByText('Only three attachments can be attached of size 5 MB each')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Attachments' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
  });

  test('Send waits while a file uploads; a failed upload is named and removed; the sent message names its files', async () => {
    const upload = deferred<unknown>();
    const suite = mockSuite([
      handle(MESSAGING.uploadAttachment, ({ body: form }) =>
        (form.get('file') as File).name === 'bad.pdf' ? new ApiError('refused', 500) : upload.promise.then(() => uploaded(form))),
    ]);
    const user = userEvent.setup();
    await open();
    await fillDraft(user);
    await user.upload(await attach(), [pdf('letter.pdf')]);
    await waitFor(() => expect(sendButton()).toBeDisabled());
    await user.upload(await attach(), [pdf('bad.pdf')]);
    expect(await screen.findByText('Upload of "bad.pdf" attachment failed')).toBeInTheDocument();
    await act(async () => upload.resolve(undefined));
    await waitFor(() => expect(sendButton()).toBeEnabled());

    await user.click(sendButton());
    expect(await screen.findByText('All messages sent successfully.')).toBeInTheDocument();
    expect(notifyBodies(suite)[0]!.Message.attachments).toEqual([{ FileName: 'letter.pdf', BlobReference: 'blob-letter.pdf', Description: '' }]);
    expect(trackEvent).toHaveBeenCalledWith(ANALYTICS_EVENTS.messageWithAttachment);
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
  });
});

describe('a half-written message', () => {
  test('is kept as it is typed; after a reload it is offered back, and Restore puts it back', async () => {
    mockSuite();
    const user = userEvent.setup();
    const first = renderAt('/messages');
    await screen.findByRole('form', { name: 'New message' });
    await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
    await user.type(subject(), 'Trip');
    await user.type(message(), 'Bring a coat.');
    expect(kept()).toMatchObject({ subject: 'Trip', message: 'Bring a coat.', sendTo: 'parents' });
    expect(kept().assignedTo.students).toHaveLength(1);

    first.unmount();
    await open();
    expect(await screen.findByText(/^You have an unsent message from \d\d\/\d\d\/\d{4}\.$/)).toBeInTheDocument();
    expect(subject()).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(subject()).toHaveValue('Trip');
    expect(message()).toHaveValue('Bring a coat.');
    expect(screen.getByTestId('selector')).toHaveTextContent('0 group(s), 1 student(s)');
    expect(screen.queryByText(/^You have an unsent message/)).not.toBeInTheDocument();
  });

  test('Discard forgets it; a send that reached anyone forgets it', async () => {
    mockSuite();
    const user = userEvent.setup();
    window.localStorage.setItem(KEPT, JSON.stringify({ assignedTo: { groups: [], students: [] }, sendTo: 'parents', subject: 'Old', message: 'x', savedAt: new Date().toISOString() }));
    await open();
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(window.localStorage.getItem(KEPT)).toBeNull();
    expect(subject()).toHaveValue('');

    await fillDraft(user);
    expect(kept()).not.toBeNull();
    await user.click(sendButton());
    expect(await screen.findByText('All messages sent successfully.')).toBeInTheDocument();
    expect(window.localStorage.getItem(KEPT)).toBeNull();
  });

  test('the Sent messages link asks first: Stay keeps the message, Leave goes and forgets it', async () => {
    // Where the link goes: an empty list.
    mockSuite([handle(MESSAGING.sent, [])]);
    const user = userEvent.setup();
    const { location } = renderAt('/messages');
    await screen.findByRole('form', { name: 'New message' });
    const sentLink = screen.getByRole('link', { name: 'Sent messages' });
    // Nothing typed: it goes at once.
    await user.click(sentLink);
    await waitFor(() => expect(location().pathname).toBe('/messages/sent'));
    await user.click(screen.getByRole('link', { name: 'New message' }));
    await user.type(await screen.findByLabelText('Subject'), 'Trip');

    await user.click(screen.getByRole('link', { name: 'Sent messages' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(LEAVE_CONFIRM.title);
    await user.click(within(question).getByRole('button', { name: LEAVE_CONFIRM.cancelText }));
    expect(location().pathname).toBe('/messages');
    expect(subject()).toHaveValue('Trip');

    await user.click(screen.getByRole('link', { name: 'Sent messages' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: LEAVE_CONFIRM.okText }));
    await waitFor(() => expect(location().pathname).toBe('/messages/sent'));
    expect(window.localStorage.getItem(KEPT)).toBeNull();
  });
});
