// /messages in Welsh, and a message written in Welsh and English side by side (decision 0040): the
// page's texts from the Welsh catalogue, the Welsh part checked as the English is, merge tags going
// into it, and both parts posted to Notify.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGING, PEOPLE, WELSH_PART_MESSAGES, type NotifyResult } from '@homework/contracts';
import { setActiveLanguage } from '@homework/platform/messages';
import { createSuiteMock, handle, type SuiteMock } from '@homework/testing';
import { messagingMessages } from '../../../messages';
import { renderAt } from '../../../testing/render';

jest.mock('@homework/ui', () => ({
  ...jest.requireActual('@homework/ui'),
  ...jest.requireActual<typeof import('@homework/testing')>('@homework/testing').selectorMock,
}));

const queued: NotifyResult = {
  recipientId: 'parent-1',
  personType: 4,
  studentId: 'student-1',
  Status: 0,
  Reason: null,
  Name: 'Pat Adams',
  StudentName: 'Amy Adams',
  MessageId: 'message-1',
};

const mockSuite = () =>
  createSuiteMock({
    handlers: [
      handle(PEOPLE.parentAll, [{ Id: 'parent-1', DisplayForename: 'Pat', DisplaySurname: 'Adams', Children: ['student-1'] }]),
      handle(MESSAGING.validAttachmentFileTypes, ['.pdf']),
      handle(MESSAGING.notify, [queued]),
    ],
  });
const notifyBodies = (suite: SuiteMock) => suite.network.requestsTo(MESSAGING.notify).map(({ body }) => body);

afterEach(() => setActiveLanguage('en'));

test('in Welsh, the composer and its checks are the Welsh catalogue’s', async () => {
  setActiveLanguage('cy');
  await messagingMessages.load('cy');
  mockSuite();
  const user = userEvent.setup();
  renderAt('/messages');
  await screen.findByRole('form', { name: 'Neges newydd' });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Negeseuon');
  expect(screen.getByRole('radio', { name: 'Rhieni' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Anfon' }));
  expect(await screen.findByText('All y pwnc ddim bod yn wag.')).toBeInTheDocument();
  expect(screen.getByText('All corff y neges ddim bod yn wag.')).toBeInTheDocument();
  expect(screen.getByTestId('form-error-summary')).toHaveTextContent(/^Cywirwch y canlynol:/);
});

test('written in both languages: the Welsh part is checked, takes merge tags, and is sent with the English', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  renderAt('/messages');
  await screen.findByRole('form', { name: 'New message' });
  expect(screen.queryByLabelText('Subject in Welsh')).not.toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Write it in Welsh and English' }));
  const welshSubject = screen.getByLabelText('Subject in Welsh');
  const welshMessage = screen.getByLabelText('Message in Welsh');
  // The teacher's Welsh is marked as Welsh for a screen reader.
  expect(welshSubject.closest('[lang]')).toHaveAttribute('lang', 'cy');

  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.type(screen.getByLabelText('Subject'), 'Trip');
  await user.type(screen.getByLabelText('Message'), 'Bring a coat.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(WELSH_PART_MESSAGES.subjectEmpty)).toBeInTheDocument();
  expect(screen.getByText(WELSH_PART_MESSAGES.messageEmpty)).toBeInTheDocument();
  expect(welshSubject).toHaveAttribute('aria-invalid', 'true');
  expect(notifyBodies(suite)).toEqual([]);

  await user.type(welshSubject, 'Taith');
  expect(screen.queryByText(WELSH_PART_MESSAGES.subjectEmpty)).not.toBeInTheDocument();
  await user.type(welshMessage, 'Annwyl ');
  await user.click(screen.getByRole('button', { name: /^Recipient's name/ }));
  expect(welshMessage).toHaveValue('Annwyl {{RecipientName}}');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(notifyBodies(suite)).toHaveLength(1));
  expect(notifyBodies(suite)[0].Message).toEqual({
    subject: 'Trip',
    messageBody: '<p>Bring a coat.</p>',
    subjectCy: 'Taith',
    messageBodyCy: '<p>Annwyl {{RecipientName}}</p>',
    attachments: [],
  });
  expect(await screen.findByText('Message sent successfully.')).toBeInTheDocument();
  // The next message is written in both languages too, afresh.
  expect(within(screen.getByRole('form')).getByLabelText('Subject in Welsh')).toHaveValue('');
});

test('a message in one language posts no Welsh part', async () => {
  const suite = mockSuite();
  const user = userEvent.setup();
  renderAt('/messages');
  await screen.findByRole('form', { name: 'New message' });
  await user.click(screen.getByRole('checkbox', { name: 'Write it in Welsh and English' }));
  await user.type(screen.getByLabelText('Subject in Welsh'), 'Taith');
  await user.click(screen.getByRole('checkbox', { name: 'Write it in Welsh and English' }));
  await user.click(screen.getByRole('button', { name: 'Add student Amy Adams' }));
  await user.type(screen.getByLabelText('Subject'), 'Trip');
  await user.type(screen.getByLabelText('Message'), 'Bring a coat.');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(notifyBodies(suite)).toHaveLength(1));
  expect(Object.keys(notifyBodies(suite)[0].Message)).toEqual(['subject', 'messageBody', 'attachments']);
});
