// /messages/sent against the fake API: each message with its queued, delivered and failed counts;
// a message with failures opens to name them with the reason; Retry puts them back and the figures
// are asked for again.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGING_PATHS, NOTIFY_REFUSAL_REASONS, NOTIFY_STATUS, type SentMessageDetail, type SentMessageSummary } from '@homework/contracts';
import { createSuiteMock } from '@homework/testing';
import { renderAt } from '../../../testing/render';

const summary = (Id: string, Subject: string, Queued: number, Sent: number, Failed: number): SentMessageSummary => ({
  Id,
  Kind: 'message',
  Subject,
  CreatedAt: '2026-11-20T09:30:00Z',
  AttachmentCount: 0,
  Queued,
  Sent,
  Failed,
  Cancelled: 0,
  Refused: 0,
  SendAt: null,
});
const TRIP = { ...summary('message-1', 'Chess trip', 0, 30, 2), Refused: 1 };
const NEWS = summary('message-2', 'Newsletter', 0, 12, 0);
const recipient = (Name: string, State: 'sent' | 'failed' | 'refused', Reason: string | null) => ({
  RecipientId: `${Name}-id`,
  PersonType: 4,
  StudentId: 'student-1',
  Name,
  StudentName: 'Amy Adams',
  Email: State === 'refused' ? null : `${Name.toLowerCase().replace(' ', '.')}@example.com`,
  State,
  Reason,
  Attempts: State === 'failed' ? 5 : 1,
  SentAt: null,
});
const DETAIL: SentMessageDetail = {
  ...TRIP,
  Recipients: [
    recipient('Pat Adams', 'sent', null),
    recipient('Sam Brown', 'failed', '550 Mailbox unavailable'),
    recipient('Kim Cole', 'failed', '552 Mailbox full'),
    recipient('Lee Dunn', 'refused', NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.noAddress]),
  ],
};

test('each message with its figures; those one missed, named with their reason (failed, or not sent to), and Retry', async () => {
  let list = [TRIP, NEWS];
  const suite = createSuiteMock({
    answers: {
      [MESSAGING_PATHS.sent]: () => list,
      [MESSAGING_PATHS.sentMessage(TRIP.Id)]: () => DETAIL,
      [MESSAGING_PATHS.retryFailed(TRIP.Id)]: () => {
        list = [{ ...summary('message-1', 'Chess trip', 2, 30, 0), Refused: 1 }, NEWS];
        return { Requeued: 2 };
      },
    },
  });
  const user = userEvent.setup();
  renderAt('/messages/sent');
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sent messages' })).toHaveAttribute('aria-current', 'page');
  const row = (subject: string) => screen.getByRole('cell', { name: subject }).closest('tr')!;
  await screen.findByRole('cell', { name: 'Chess trip' });
  expect(within(row('Chess trip')).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Chess trip', expect.stringMatching(/^20 Nov 2026, \d\d:30$/), '0', '30', '2', '1']);
  expect(within(row('Newsletter')).getAllByRole('cell').slice(3).map((cell) => cell.textContent)).toEqual(['0', '12', '0', '0']);

  await user.click(within(row('Chess trip')).getByRole('button', { name: /expand/i }));
  const failed = await screen.findByRole('region', { name: 'Recipients not reached by Chess trip' });
  expect(await within(failed).findByRole('cell', { name: '550 Mailbox unavailable' })).toBeInTheDocument();
  expect(within(failed).getByRole('cell', { name: '552 Mailbox full' })).toBeInTheDocument();
  const notSent = within(failed).getByRole('cell', { name: 'Lee Dunn (parent of Amy Adams)' }).closest('tr')!;
  expect(within(notSent).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
    'Lee Dunn (parent of Amy Adams)',
    '',
    'Not sent',
    'This person has no e-mail address.',
  ]);
  expect(within(failed).queryByRole('cell', { name: /Pat Adams/ })).not.toBeInTheDocument();

  await user.click(within(failed).getByRole('button', { name: 'Retry 2 failed' }));
  expect(await screen.findByText('2 put back in the queue.')).toBeInTheDocument();
  expect(suite.api.post.calls.map(([, path]) => path)).toEqual([MESSAGING_PATHS.retryFailed(TRIP.Id)]);
  await waitFor(() => expect(within(row('Chess trip')).getAllByRole('cell').slice(3).map((cell) => cell.textContent)).toEqual(['2', '30', '0', '1']));
});

test('a list that does not load says so, with a Retry', async () => {
  createSuiteMock({ answers: { [MESSAGING_PATHS.sent]: new Error('The service is down.') } });
  renderAt('/messages/sent');
  expect(await screen.findByText('Failed to load the sent messages. The service is down.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test("a homework's set mail waiting for its Available-from day says when it goes", async () => {
  const scheduled = { ...summary('message-3', 'New homework: Volcanoes', 28, 0, 0), Kind: 'homework' as const, SendAt: '2099-12-01T00:00:00.000Z' };
  createSuiteMock({ answers: { [MESSAGING_PATHS.sent]: () => [scheduled] } });
  renderAt('/messages/sent');
  const cell = await screen.findByRole('cell', { name: 'New homework: Volcanoes' });
  expect(within(cell.closest('tr')!).getByRole('cell', { name: /^Goes 1 Dec 2099, \d\d:00$/ })).toBeInTheDocument();
});
