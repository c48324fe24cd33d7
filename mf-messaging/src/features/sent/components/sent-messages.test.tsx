// /messages/sent against the fake API: each message with its kind and its queued, delivered, failed
// and not-sent counts; a message that missed anyone opens to name them with the reason; Retry puts
// the failed back and the figures are asked for again; pages, the kind filter, and merge tags marked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MAIL_FAILURE_REASONS,
  MESSAGING,
  NOTIFY_REFUSAL_REASONS,
  NOTIFY_STATUS,
  type SentMessageDetail,
  type SentMessageKind,
  type SentMessageSummary,
} from '@homework/contracts';
import { ApiError } from '@homework/platform/api';
import { setActiveLanguage, setSchoolLanguage } from '@homework/platform/messages';
import { createSuiteMock, handle, NetworkFault } from '@homework/testing';
import { messagingMessages } from '../../../messages';
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
interface ListPage {
  messages: () => SentMessageSummary[] | ApiError;
  page?: number;
  kind?: SentMessageKind | null;
  older?: boolean;
}
/**
 * The list's answers by query: each page's messages, and whether one follows it (the probe of
 * useSentMessages, a page of one); a query for any other page fails the test.
 */
const sentPages = (...pages: ListPage[]) =>
  handle(MESSAGING.sent, ({ query }) => {
    for (const { messages, page = 1, kind = null, older = false } of pages) {
      if ((query.kind ?? null) !== kind) continue;
      if (query.page === String(page) && query.pageSize === '20') return messages();
      if (query.page === String(page * 20 + 1) && query.pageSize === '1') return older ? [summary('next', 'Next', 0, 1, 0)] : [];
    }
    throw new Error(`No page of the list answers ${JSON.stringify(query)}`);
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
    recipient('Sam Brown', 'failed', MAIL_FAILURE_REASONS.noMailbox),
    recipient('Kim Cole', 'failed', MAIL_FAILURE_REASONS.mailboxFull),
    recipient('Lee Dunn', 'refused', NOTIFY_REFUSAL_REASONS[NOTIFY_STATUS.noAddress]),
  ],
};

test('each message with its figures; those one missed, named with their reason (failed, or not sent to), and Retry', async () => {
  let list = [TRIP, NEWS];
  const suite = createSuiteMock({
    handlers: [
      sentPages({ messages: () => list }),
      handle(MESSAGING.sentMessage, () => DETAIL, { messageId: TRIP.Id }),
      handle(MESSAGING.retryFailed, () => {
        list = [{ ...summary('message-1', 'Chess trip', 2, 30, 0), Refused: 1 }, NEWS];
        return { Requeued: 2 };
      }, { messageId: TRIP.Id }),
    ],
  });
  const user = userEvent.setup();
  renderAt('/messages/sent');
  expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sent messages' })).toHaveAttribute('aria-current', 'page');
  const row = (subject: string) => screen.getByRole('cell', { name: subject }).closest('tr')!;
  await screen.findByRole('cell', { name: 'Chess trip' });
  expect(within(row('Chess trip')).getAllByRole('cell').slice(1).map((cell) => cell.textContent)).toEqual(['Message', 'Chess trip', expect.stringMatching(/^20 Nov 2026, \d\d:30$/), '0', '30', '2', '1']);
  expect(within(row('Newsletter')).getAllByRole('cell').slice(4).map((cell) => cell.textContent)).toEqual(['0', '12', '0', '0']);

  await user.click(within(row('Chess trip')).getByRole('button', { name: /expand/i }));
  const failed = await screen.findByRole('region', { name: 'Recipients not reached by Chess trip' });
  expect(await within(failed).findByRole('cell', { name: MAIL_FAILURE_REASONS.noMailbox })).toBeInTheDocument();
  expect(within(failed).getByRole('cell', { name: MAIL_FAILURE_REASONS.mailboxFull })).toBeInTheDocument();
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
  // Its row closes (nothing failed is left): the focus goes to what Retry did, not to the page
  // (docs/teacher-week.md, week 2 item 19).
  await waitFor(() => expect(document.activeElement).toHaveTextContent('2 put back in the queue.'));
  expect(suite.network.requestsTo(MESSAGING.retryFailed).map(({ params }) => params)).toEqual([{ messageId: TRIP.Id }]);
  await waitFor(() => expect(within(row('Chess trip')).getAllByRole('cell').slice(4).map((cell) => cell.textContent)).toEqual(['2', '30', '0', '1']));
});

test('a Retry that fails says so, and the focus goes to what it says', async () => {
  createSuiteMock({
    handlers: [
      sentPages({ messages: () => [TRIP] }),
      handle(MESSAGING.sentMessage, () => DETAIL, { messageId: TRIP.Id }),
      handle(MESSAGING.retryFailed, () => {
        throw new NetworkFault('The server did not answer.');
      }, { messageId: TRIP.Id }),
    ],
  });
  const user = userEvent.setup();
  renderAt('/messages/sent');
  const expand = (await screen.findByRole('cell', { name: 'Chess trip' })).closest('tr')!;
  await user.click(within(expand).getByRole('button', { name: /expand/i }));
  const failed = await screen.findByRole('region', { name: 'Recipients not reached by Chess trip' });
  await user.click(await within(failed).findByRole('button', { name: 'Retry 2 failed' }));
  await waitFor(() => expect(document.activeElement).toHaveTextContent('Retry failed. The server did not answer.'));
});

test('a list that does not load says so, with a Retry', async () => {
  createSuiteMock({ handlers: [sentPages({ messages: () => new ApiError('The service is down.', 503) })] });
  renderAt('/messages/sent');
  expect(await screen.findByText('Failed to load the sent messages. The service is down.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test("a homework's set mail waiting for its Available-from day says when it goes", async () => {
  const scheduled = { ...summary('message-3', 'New homework: Volcanoes', 28, 0, 0), Kind: 'homework' as const, SendAt: '2099-12-01T00:00:00.000Z' };
  createSuiteMock({ handlers: [sentPages({ messages: () => [scheduled] })] });
  renderAt('/messages/sent');
  const cell = await screen.findByRole('cell', { name: 'New homework: Volcanoes' });
  expect(within(cell.closest('tr')!).getByRole('cell', { name: /^Goes 1 Dec 2099, \d\d:00$/ })).toBeInTheDocument();
});

test('older messages a page at a time, Newer back; each with its kind, and the list of one kind when chosen', async () => {
  const page1 = Array.from({ length: 20 }, (_, index) => summary(`m${index}`, `Message ${index}`, 0, 1, 0));
  const marked = { ...summary('f1', 'Homework marked: Volcanoes', 0, 1, 0), Kind: 'feedback' as const };
  const suite = createSuiteMock({
    handlers: [
      sentPages({ messages: () => page1, older: true }, { messages: () => [NEWS, marked], page: 2 }, { messages: () => [marked], kind: 'feedback' }),
    ],
  });
  const user = userEvent.setup();
  renderAt('/messages/sent');
  await screen.findByRole('cell', { name: 'Message 0' });
  const pager = screen.getByRole('navigation', { name: 'Pages of sent messages' });
  expect(within(pager).getByRole('button', { name: 'Newer' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Older' }));
  const markedRow = (await screen.findByRole('cell', { name: 'Homework marked: Volcanoes' })).closest('tr')!;
  expect(within(markedRow).getAllByRole('cell')[1]).toHaveTextContent('Homework marked');
  expect(within(pager).getByText('Page 2')).toBeInTheDocument();
  expect(within(pager).getByRole('button', { name: 'Older' })).toBeDisabled();
  await user.click(within(pager).getByRole('button', { name: 'Newer' }));
  expect(await screen.findByRole('cell', { name: 'Message 0' })).toBeInTheDocument();

  await user.click(within(screen.getByRole('radiogroup', { name: 'Show' })).getByRole('radio', { name: 'Homework marked' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'Message 0' })).not.toBeInTheDocument());
  expect(screen.getByRole('cell', { name: 'Homework marked: Volcanoes' })).toBeInTheDocument();
  expect(within(pager).getByText('Page 1')).toBeInTheDocument();
  expect(suite.network.requestsTo(MESSAGING.sent).map(({ query }) => query)).toContainEqual({ page: '1', pageSize: '20', kind: 'feedback' });
});

test('a subject with merge tags is shown as written, each tag marked as a tag', async () => {
  createSuiteMock({ handlers: [sentPages({ messages: () => [summary('t1', 'Report for {{StudentName}} from {{ SchoolName }}', 0, 3, 0)] })] });
  renderAt('/messages/sent');
  const cell = await screen.findByRole('cell', { name: /^Report for/ });
  expect(cell).toHaveTextContent('Report for {{StudentName}} (merge tag: Student\'s name) from {{ SchoolName }} (merge tag: School)');
  expect([...cell.querySelectorAll('.ant-tag')].map((tag) => tag.firstChild?.textContent)).toEqual(['{{StudentName}}', '{{ SchoolName }}']);
});

test('in Welsh, the view’s words are Welsh and each subject, the teacher’s own English, is marked as English', async () => {
  setActiveLanguage('cy');
  setSchoolLanguage('en');
  await messagingMessages.load('cy');
  try {
    createSuiteMock({ handlers: [sentPages({ messages: () => [NEWS] })] });
    renderAt('/messages/sent');
    const subject = await screen.findByRole('cell', { name: 'Newsletter' });
    expect(subject.querySelector('[lang]')).toHaveAttribute('lang', 'en-GB');
    expect(screen.getByRole('columnheader', { name: 'Pwnc' })).toBeInTheDocument();
    expect(within(subject.closest('tr')!).getByRole('cell', { name: 'Neges' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tudalennau negeseuon a anfonwyd' })).toBeInTheDocument();
  } finally {
    setActiveLanguage('en');
  }
});
