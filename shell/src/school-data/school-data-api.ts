// The School data page's calls: the bundle uploaded with the platform client's upload (an
// XMLHttpRequest, whose upload reports progress; fetch does not), the invitations asked and sent, and
// the school's languages.
import { LANGUAGE, ROSTER_IMPORT_TIMEOUT_MS, SCHOOL_DATA, type SchoolLanguages } from '@homework/contracts';
import { getSuite, queryKeys, useMutation, useQuery, useQueryClient } from '@homework/platform/api';

export interface RosterUpload {
  file: File;
  dryRun: boolean;
  /** 0 to 100, as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/** Check (dry run) or Import; an import changes who may be invited. */
export function useRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun, onProgress }: RosterUpload) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return getSuite().api.call(SCHOOL_DATA.importRoster, { body: form, query: dryRun ? { dryRun } : {} }, { onProgress, timeoutMs: ROSTER_IMPORT_TIMEOUT_MS });
    },
    onSuccess: (answer) => {
      if (!answer.DryRun) void queryClient.invalidateQueries({ queryKey: queryKeys.staffInvitations() });
    },
  });
}

/** How many would be invited: asked when the question opens, never kept (it changes as staff set passwords). */
export function useInvitationsToSend(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.staffInvitations(),
    queryFn: ({ signal }) => getSuite().api.call(SCHOOL_DATA.invitationsToSend, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}

export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getSuite().api.call(SCHOOL_DATA.sendInvitations),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.staffInvitations() }),
  });
}

/** The school's languages (decision 0040), read when the page opens. */
export function useSchoolLanguages() {
  return useQuery({ queryKey: queryKeys.schoolLanguages(), queryFn: ({ signal }) => getSuite().api.call(LANGUAGE.school, {}, { signal }) });
}

/** Sets them; the administrator's own language may follow the school's, so theirs is asked again. */
export function useSetSchoolLanguages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languages: SchoolLanguages) => getSuite().api.call(LANGUAGE.setSchool, { body: languages }),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.schoolLanguages(), answer);
      void queryClient.invalidateQueries({ queryKey: queryKeys.myLanguage() });
    },
  });
}
