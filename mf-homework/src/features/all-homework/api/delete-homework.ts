import { getQueryClient, getSuite, queryKeys, useMutation } from '@homework/platform/api';
import { HOMEWORK_PATHS } from '@homework/contracts';

/** DELETE DeleteHomework/{id} (01 §7, cancellable). */
export function deleteHomework(id: string, signal?: AbortSignal): Promise<unknown> {
  return getSuite().api.delete('homework', HOMEWORK_PATHS.delete(id), { signal });
}

/** A delete as a mutation: every list is read again (the one on screen at once), every view of the homework forgotten. */
export const useDeleteHomework = () =>
  useMutation({
    mutationFn: ({ id, signal }: { id: string; signal: AbortSignal }) => deleteHomework(id, signal),
    onSuccess: (_answer, { id }) => {
      getQueryClient().removeQueries({ queryKey: queryKeys.homework(id) });
      void getQueryClient().invalidateQueries({ queryKey: queryKeys.homeworkLists() });
    },
  });
