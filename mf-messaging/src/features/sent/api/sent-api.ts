// The teacher's sent messages (beyond the spec): the list with each message's queued, delivered and
// failed counts, one message with every recipient's state, and Retry of its failed recipients. One
// key per resource (the platform's queryKeys); a retry makes both stale.
import { MESSAGING_PATHS, type RetryFailedAnswer, type SentMessageDetail, type SentMessageSummary } from '@homework/contracts';
import { getSuite, queryKeys, useMutation, useQuery, useQueryClient } from '@homework/platform/api';

const api = () => getSuite().api;
/** While any recipient waits in the queue, the figures are asked for again this often. */
export const SENT_REFRESH_MS = 3_000;

const stillQueued = (queued: number | undefined) => (queued ? SENT_REFRESH_MS : false);
/** Mail waiting for a later day (a homework's set mail) is not asked about every few seconds. */
const dueQueued = (message: SentMessageSummary) => (message.SendAt && new Date(message.SendAt).getTime() > Date.now() ? 0 : message.Queued);

export function useSentMessages() {
  return useQuery({
    queryKey: queryKeys.sentMessages(),
    queryFn: ({ signal }) => api().get<SentMessageSummary[]>('messages', MESSAGING_PATHS.sent, { signal }),
    refetchInterval: (query) => stillQueued(query.state.data?.reduce((sum, message) => sum + dueQueued(message), 0)),
  });
}

export function useSentMessage(messageId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.sentMessage(messageId),
    queryFn: ({ signal }) => api().get<SentMessageDetail>('messages', MESSAGING_PATHS.sentMessage(messageId), { signal }),
    enabled,
    refetchInterval: (query) => stillQueued(query.state.data && dueQueued(query.state.data)),
  });
}

export function useRetryFailed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api().post<RetryFailedAnswer>('messages', MESSAGING_PATHS.retryFailed(messageId), {}),
    onSuccess: (_answer, messageId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.sentMessages(), exact: true }),
        client.invalidateQueries({ queryKey: queryKeys.sentMessage(messageId) }),
      ]),
  });
}
