// Delete that can be undone (01 §2's Delete): what it would take, counted when the question opens; the
// delete; the restore (Undo, or from Recently deleted); and the list of Recently deleted.
import { getQueryClient, getSuite, queryKeys, useMutation, useQuery } from '@homework/platform/api';
import { HOMEWORK } from '@homework/contracts';

/** DELETE DeleteHomework/{id} (01 §7, cancellable). */
export function deleteHomework(id: string, signal?: AbortSignal): Promise<unknown> {
  return getSuite().api.call(HOMEWORK.delete, { id }, { signal });
}

/** Every list is read again (the one on screen at once, Recently deleted with them), and the dashboard's figures. */
function listsChanged() {
  void getQueryClient().invalidateQueries({ queryKey: queryKeys.homeworkLists() });
  void getQueryClient().invalidateQueries({ queryKey: queryKeys.dashboard() });
}

/** A delete as a mutation: every list is read again, every view of the homework forgotten. */
export const useDeleteHomework = () =>
  useMutation({
    mutationFn: ({ id, signal }: { id: string; signal: AbortSignal }) => deleteHomework(id, signal),
    onSuccess: (_answer, { id }) => {
      getQueryClient().removeQueries({ queryKey: queryKeys.homework(id) });
      listsChanged();
    },
  });

/**
 * Counted by the server at the moment of asking: the card shows hand-ins but not marks or students'
 * files, and another teacher may have marked since the list was read.
 */
export const useDeleteSummary = (id: string) =>
  useQuery({
    queryKey: [...queryKeys.homework(id), 'delete-summary'],
    queryFn: ({ signal }) => getSuite().api.call(HOMEWORK.deleteSummary, { id }, { signal }),
    // Asked afresh each time the question opens.
    staleTime: 0,
    gcTime: 0,
  });

/** POST RestoreDeletedHomework/{id}: the homework and everything under it back; the lists read again. */
export const useRestoreDeleted = () =>
  useMutation({
    mutationFn: (id: string) => getSuite().api.call(HOMEWORK.restoreDeleted, { id }),
    onSuccess: listsChanged,
  });

/** The school's homework deleted within the kept days; under the lists' key, so a delete or restore reads it again. */
export const useDeletedHomework = (enabled: boolean) =>
  useQuery({
    queryKey: [...queryKeys.homeworkLists(), 'deleted'],
    queryFn: ({ signal }) => getSuite().api.call(HOMEWORK.deleted, {}, { signal }),
    enabled,
    staleTime: 0,
  });
