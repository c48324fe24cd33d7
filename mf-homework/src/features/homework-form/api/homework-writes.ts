// Create and edit (01 §7), each a mutation that marks what it changed as stale: every homework list,
// and every view of an edited homework (the marking views, the Edit page's next read). Marked, not
// refetched here: the Edit page on screen keeps what it filled its form from (use-homework-to-edit).
import { getQueryClient, queryKeys, useMutation } from '@homework/platform/api';
import type { HomeworkEditRequest, HomeworkSaveRequest } from '@homework/contracts';
import { createHomework, editHomework } from './homework-api';

const stale = (queryKey: readonly unknown[]) => void getQueryClient().invalidateQueries({ queryKey, refetchType: 'none' });

export const useCreateHomework = () =>
  useMutation({
    mutationFn: ({ body, signal }: { body: HomeworkSaveRequest; signal: AbortSignal }) => createHomework(body, signal),
    onSuccess: () => stale(queryKeys.homeworkLists()),
  });

export const useEditHomework = () =>
  useMutation({
    mutationFn: ({ body, signal }: { body: HomeworkEditRequest; signal: AbortSignal }) => editHomework(body, signal),
    onSuccess: (_saved, { body }) => {
      stale(queryKeys.homeworkLists());
      stale(queryKeys.homework(body.Id));
    },
  });
