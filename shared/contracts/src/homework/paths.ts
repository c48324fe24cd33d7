// Paths of the homework service, relative to its base URL.

export const HOMEWORK_PATHS = {
  list: 'v3/HomeworkManagement/GetHomeworkList',
  create: 'v3/HomeworkManagement/Create',
  edit: 'v3/HomeworkManagement/Edit',
  delete: (id: string) => `v3/HomeworkManagement/DeleteHomework/${encodeURIComponent(id)}`,
  /** What deleting the homework takes, counted for the question before it is asked. */
  deleteSummary: (id: string) => `v3/HomeworkManagement/GetDeleteHomeworkSummary/${encodeURIComponent(id)}`,
  /** The school's homework deleted within DELETED_HOMEWORK_KEPT_DAYS, newest first (Recently deleted). */
  deleted: 'v3/HomeworkManagement/GetDeletedHomework',
  /** Undo a delete, or restore it from Recently deleted: the homework and everything under it back. */
  restoreDeleted: (id: string) => `v3/HomeworkManagement/RestoreDeletedHomework/${encodeURIComponent(id)}`,
  get: (id: string) => `v3/HomeworkManagement/GetHomework/${encodeURIComponent(id)}`,
  students: (id: string) => `v3/HomeworkManagement/GetHomeworkStudents/${encodeURIComponent(id)}`,
  subjects: 'v3/HomeworkManagement/Subjects',
  validAttachmentFileTypes: 'v3/HomeworkManagement/GetValidAttachmentFileTypes',
  uploadAttachment: 'v3/HomeworkManagement/UploadAttachment',
  /** Download of one homework attachment (always as a file, never rendered inline). */
  attachment: (homeworkId: string, attachmentId: string) =>
    `v3/HomeworkManagement/Attachment/${encodeURIComponent(homeworkId)}/${encodeURIComponent(attachmentId)}`,
} as const;
