// The homework service's calls the forms make (01 §7): read, create, edit, attachment types and
// upload; and the group and student records that turn a homework's ids back into the selector's value.
import { calls, endpointQuery, getQueryClient, getSuite, queryKeys } from '@homework/platform/api';
import {
  CACHE_MINUTES,
  HOMEWORK,
  HOMEWORK_UPLOAD_TIMEOUT_MS,
  homeworkETag,
  type GroupKind,
  type HomeworkAttachment,
  type HomeworkEditRequest,
  type HomeworkSaveRequest,
} from '@homework/contracts';
import { HELD_MARKS } from '@homework/contracts/held-marks';
import { saveFile, type AssignedGroup, type AssignedStudent, type AssignedTo } from '@homework/ui';

const api = () => getSuite().api;

/**
 * The homework, read afresh through its one query (the platform's): a newer save must not hide
 * behind a kept one. Cancelled with `signal` (the page left before it came).
 */
export function getHomework(id: string, signal?: AbortSignal) {
  const client = getQueryClient();
  const query = calls.homework(id);
  signal?.addEventListener('abort', () => void client.cancelQueries({ queryKey: query.queryKey }), { once: true });
  return client.fetchQuery({ ...query, staleTime: 0 });
}

/** How many marks an edit turning Release marks together off would release, and who gets mail (decision 0037). */
export const countHeldMarks = (homeworkId: string) => api().call(HELD_MARKS.summary, { homeworkId });

export const createHomework = (body: HomeworkSaveRequest, signal?: AbortSignal) => api().call(HOMEWORK.create, { body }, { signal });

/** Names the version read as `If-Match` (and in the body), so a save over someone's newer one is refused. */
export const editHomework = (body: HomeworkEditRequest, signal?: AbortSignal) =>
  api().call(HOMEWORK.edit, { body }, {
    signal,
    headers: body.Version === undefined ? undefined : { 'If-Match': homeworkETag(body.Version) },
  });

/** A saved attachment of the homework, downloaded under its file name. */
export async function openAttachment(homeworkId: string, attachment: HomeworkAttachment): Promise<void> {
  saveFile(await api().call(HOMEWORK.attachment, { homeworkId, attachmentId: attachment.Id }), attachment.FileName);
}

export const loadValidAttachmentTypes = () =>
  getQueryClient().fetchQuery(
    endpointQuery(HOMEWORK.validAttachmentFileTypes, { key: queryKeys.attachmentTypes('homework'), lifetime: { minutes: CACHE_MINUTES.attachmentTypes } }),
  );

/** Multipart field `file`, with its progress, cancellable, under the homework upload's 60 s time-out. */
export async function uploadAttachment(
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<{ Id: string; FileName: string; FileSize: number }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await api().call(HOMEWORK.uploadAttachment, { body: form }, {
    signal,
    onProgress,
    timeoutMs: HOMEWORK_UPLOAD_TIMEOUT_MS,
  });
  return { Id: answer.Id, FileName: answer.FileName, FileSize: answer.FileSize };
}

/** Every kind a homework may be set for (house included: an older homework may use one). */
const GROUP_KINDS: GroupKind[] = ['subjectClass', 'registration', 'year', 'userDefined', 'house'];

/**
 * The selector's value for a homework's group and student ids. A group or student the school no
 * longer has (a student who left) is left out: the service would refuse to save it anyway.
 */
export async function loadAssignedTo(groupIds: string[], studentIds: string[]): Promise<AssignedTo> {
  const client = getQueryClient();
  const [groupLists, students] = await Promise.all([
    groupIds.length
      ? Promise.all(GROUP_KINDS.map((kind) => client.fetchQuery(calls.groups(kind)).then((groups) => groups.map((g) => ({ ...g, kind })))))
      : Promise.resolve([]),
    studentIds.length ? client.fetchQuery(calls.students()) : Promise.resolve([]),
  ]);
  const groupsById = new Map<string, AssignedGroup>();
  for (const group of groupLists.flat()) if (!groupsById.has(group.Id)) groupsById.set(group.Id, { Id: group.Id, Name: group.Name, kind: group.kind });
  const studentsById = new Map(students.map((s) => [s.Id, s]));
  return {
    groups: groupIds.flatMap((id) => groupsById.get(id) ?? []),
    students: studentIds.flatMap((id): AssignedStudent[] => {
      const s = studentsById.get(id);
      return s
        ? [{ Id: s.Id, DisplayForename: s.DisplayForename, DisplaySurname: s.DisplaySurname, CurrentYearGroup: s.CurrentYearGroup, CurrentRegGroup: s.CurrentRegGroup }]
        : [];
    }),
  };
}
