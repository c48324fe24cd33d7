// Release marks' calls (decision 0037): the count asked for when its question opens, and the release,
// sent under one Idempotency-Key per question so that a retried request releases and mails nothing more.
import { getSuite, queryKeys, useQuery } from '@homework/platform/api';
import { IDEMPOTENCY_KEY_HEADER } from '@homework/contracts';
import { HELD_MARKS } from '@homework/contracts/held-marks';

/** Counted by the server at the moment of asking: another teacher may have marked or released since. */
export const useHeldMarks = (homeworkId: string, asking: boolean) =>
  useQuery({
    // Under the homework's key, so that its Refresh reaches it; built here rather than in the platform's
    // factory, so this remote released alone works with the page's platform as it is (decision 0003).
    queryKey: [...queryKeys.homework(homeworkId), 'held-marks'],
    queryFn: ({ signal }) => getSuite().api.call(HELD_MARKS.summary, { homeworkId }, { signal }),
    enabled: asking,
    staleTime: 0,
    gcTime: 0,
  });

export const releaseMarks = (homeworkId: string, idempotencyKey: string) =>
  getSuite().api.call(HELD_MARKS.release, { body: { HomeworkId: homeworkId } }, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
