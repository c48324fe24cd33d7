import { getSuite } from '@homework/platform/api';
import { HOMEWORK_PATHS } from '@homework/contracts';

/** DELETE DeleteHomework/{id} (01 §7, cancellable). */
export function deleteHomework(id: string, signal?: AbortSignal): Promise<unknown> {
  return getSuite().api.delete('homework', HOMEWORK_PATHS.delete(id), { signal });
}
