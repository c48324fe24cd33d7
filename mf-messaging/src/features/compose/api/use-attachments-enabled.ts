// 02 §2.6: the attachments (and the link-insert toolbar) show only when the school has the feature
// toggle show-message-attachment on, checked 500 ms after the page opens (02 §9). When the school's
// features are already held (the shell asks for them to decide access), the flag is known at once:
// the fields are there from the first paint, not pushed in 500 ms later above the message
// (docs/teacher-week.md, week 1 item 5).
import { FEATURE_FLAGS, FEATURE_TOGGLE_DELAY_MS } from '@homework/contracts';
import { isFeatureEnabled } from '@homework/contracts/access';
import { calls, queryKeys, useQuery, useQueryClient } from '@homework/platform/api';

const afterDelay = (signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, FEATURE_TOGGLE_DELAY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export function useAttachmentsEnabled() {
  const client = useQueryClient();
  return useQuery({
    queryKey: queryKeys.feature(FEATURE_FLAGS.showMessageAttachment),
    queryFn: async ({ signal }) => {
      await afterDelay(signal);
      return isFeatureEnabled(await client.fetchQuery(calls.identities()), FEATURE_FLAGS.showMessageAttachment);
    },
    initialData: () => {
      const held = client.getQueryData(calls.identities().queryKey);
      return held ? isFeatureEnabled(held, FEATURE_FLAGS.showMessageAttachment) : undefined;
    },
    initialDataUpdatedAt: () => client.getQueryState(calls.identities().queryKey)?.dataUpdatedAt,
  });
}
