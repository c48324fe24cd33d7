// A marking change sent with its idempotency key: the first time, and every time it is sent again,
// so the server applies (and mails) a change whose answer was lost only once (decision 0030).
import { getSuite } from '@homework/platform/api';
import { IDEMPOTENCY_KEY_HEADER, MARKING, type HomeworkStudent } from '@homework/contracts';
import type { MarkingChange } from '../utils/waiting-rules';

/** A new change's key: random, so two teachers' (or two tabs') changes never share one. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Sends the change; answers the server's answer (the student's record, for a clear with what it took). */
export function sendChange(change: MarkingChange, idempotencyKey: string): Promise<HomeworkStudent> {
  const options = { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
  const api = getSuite().api;
  switch (change.kind) {
    case 'saveMark':
      return api.call(MARKING.saveMark, { body: change.body }, options) as Promise<HomeworkStudent>;
    case 'handIn':
      return api.call(MARKING.handIn, { body: change.body }, options) as Promise<HomeworkStudent>;
    case 'clearHandedIn':
      return api.call(MARKING.clearHandedIn, { body: change.body }, options) as Promise<HomeworkStudent>;
    case 'clearMark':
      return api.call(MARKING.clearMark, { body: change.body }, options) as Promise<HomeworkStudent>;
  }
}
