// 02 §2.6: the attachments (and the link-insert toolbar) show only when the school has the feature
// toggle show-message-attachment on, checked 500 ms after the page opens (02 §9).
import { FEATURE_FLAGS, FEATURE_TOGGLE_DELAY_MS } from '@homework/contracts';
import { isFeatureEnabled } from '@homework/contracts/access';
import { calls, queryKeys, useQuery } from '@homework/platform/api';

const afterDelay = (signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, FEATURE_TOGGLE_DELAY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

export function useAttachmentsEnabled() {
  return useQuery({
    queryKey: queryKeys.feature(FEATURE_FLAGS.showMessageAttachment),
    queryFn: async ({ signal }) => {
      await afterDelay(signal);
      return isFeatureEnabled(await calls.identities({ signal }), FEATURE_FLAGS.showMessageAttachment);
    },
  });
}
