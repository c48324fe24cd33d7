// The teacher's sent messages (beyond the spec): the list, a page at a time and of one kind or all,
// with each message's counts by state, one message with every recipient's state, and Retry of its
// failed recipients. One key per resource (the platform's queryKeys); a retry makes both stale.
import { MESSAGING, type SentMessageKind, type SentMessageSummary } from '@homework/contracts';
import { getSuite, keepPreviousData, queryKeys, useMutation, useQuery, useQueryClient } from '@homework/platform/api';

const api = () => getSuite().api;
/** While any recipient waits in the queue, the figures are asked for again this often. */
export const SENT_REFRESH_MS = 3_000;

const stillQueued = (queued: number | undefined) => (queued ? SENT_REFRESH_MS : false);
/** Mail waiting for a later day (a homework's set mail) is not asked about every few seconds. */
const dueQueued = (message: SentMessageSummary) => (message.SendAt && new Date(message.SendAt).getTime() > Date.now() ? 0 : message.Queued);

/** Messages on a page of the Sent view. */
export const SENT_PAGE_SIZE = 20;

export interface SentPage {
  messages: SentMessageSummary[];
  /** Whether older messages follow this page. */
  hasOlder: boolean;
}

/** One page, newest first, and whether an older one follows (the first message after it, asked for alone). */
export function useSentMessages(page: number, kind: SentMessageKind | null) {
  return useQuery({
    // Under the list's own key, not a new one of the platform's: the platform is the shell's copy at
    // run time, and this remote must run beside a shell built before it.
    queryKey: [...queryKeys.sentMessages(), 'page', page, kind],
    queryFn: async ({ signal }): Promise<SentPage> => {
      const get = (at: number, pageSize: number) => api().call(MESSAGING.sent, { query: { page: at, pageSize, kind } }, { signal });
      const [messages, next] = await Promise.all([get(page, SENT_PAGE_SIZE), get(page * SENT_PAGE_SIZE + 1, 1)]);
      return { messages, hasOlder: next.length > 0 };
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => stillQueued(query.state.data?.messages.reduce((sum, message) => sum + dueQueued(message), 0)),
  });
}

export function useSentMessage(messageId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sentMessage(messageId),
    queryFn: ({ signal }) => api().call(MESSAGING.sentMessage, { messageId }, { signal }),
    enabled,
    refetchInterval: (query) => stillQueued(query.state.data && dueQueued(query.state.data)),
  });
}

export function useRetryFailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api().call(MESSAGING.retryFailed, { messageId }),
    // The prefix: every page of the list, and the message retried.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.sentMessages() }),
  });
}
