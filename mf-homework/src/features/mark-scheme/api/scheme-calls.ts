// The mark schemes' calls from the forms (decision 0039) through the shared API client: the teacher's
// and the school's schemes under one key of the school context (its Refresh reads them again), and a
// homework's copy under the homework's key, as the marking view reads it.
import { getSuite, queryKeys } from '@homework/platform/api';
import type { ChooseMarkSchemeRequest, MarkSchemeIdRequest, RestoreMarkSchemeCopyRequest, SaveMarkSchemeRequest } from '@homework/contracts';
import { MARK_SCHEMES } from '@homework/contracts/mark-schemes';

const api = () => getSuite().api;

export const schemesKey = () => [...queryKeys.schoolContext(), 'mark-schemes'];

export const schemesQuery = () => ({
  queryKey: schemesKey(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => api().call(MARK_SCHEMES.list, undefined, { signal }),
});

export const homeworkSchemeQuery = (homeworkId: string) => ({
  queryKey: [...queryKeys.homework(homeworkId), 'mark-scheme'],
  queryFn: ({ signal }: { signal?: AbortSignal }) => api().call(MARK_SCHEMES.ofHomework, { homeworkId }, { signal }),
});

export const saveScheme = (body: SaveMarkSchemeRequest) => api().call(MARK_SCHEMES.save, { body });
export const deleteScheme = (body: MarkSchemeIdRequest) => api().call(MARK_SCHEMES.delete, { body });
export const restoreScheme = (body: MarkSchemeIdRequest) => api().call(MARK_SCHEMES.restore, { body });
export const changeSummary = (homeworkId: string) => api().call(MARK_SCHEMES.changeSummary, { homeworkId });
export const chooseScheme = (body: ChooseMarkSchemeRequest) => api().call(MARK_SCHEMES.choose, { body });
export const restoreCopy = (body: RestoreMarkSchemeCopyRequest) => api().call(MARK_SCHEMES.restoreCopy, { body });
