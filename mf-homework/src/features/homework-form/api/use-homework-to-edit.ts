// The homework the Edit page opens, with the groups and students it is set for. Read afresh each
// time the page opens (a newer save by someone else must not hide behind a cached Version), and
// not again while the page is open: a refetch would overwrite what the teacher is typing. The page
// fills its form only from a finished read (`isFetching` false), never from the cache's older one.
// The homework itself is read through its one query (the platform's calls.homework), the one the
// marking views read.
import { queryKeys, useQuery } from '@homework/platform/api';
import type { Homework } from '@homework/contracts';
import type { AssignedTo } from '@homework/ui';
import { getHomework, loadAssignedTo } from './homework-api';

export interface HomeworkToEdit {
  homework: Homework;
  assignedTo: AssignedTo;
}

export function useHomeworkToEdit(homeworkId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.homeworkToEdit(homeworkId),
    queryFn: async ({ signal }): Promise<HomeworkToEdit> => {
      const homework = await getHomework(homeworkId, signal);
      return { homework, assignedTo: await loadAssignedTo(homework.Groups, homework.Students) };
    },
    enabled,
    staleTime: Infinity,
    refetchOnMount: 'always',
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
