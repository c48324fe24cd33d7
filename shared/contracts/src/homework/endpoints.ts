// The homework service's calls (01 §7), one endpoint each (decision 0010), relative to its base URL.
import { endpoint, of } from '../endpoint';
import type { UploadAttachmentResponse } from './attachments';
import type { DeleteCounts, DeletedHomework, RestoreDeletedAnswer } from './delete';
import type { Subject } from '../people';
import type { Homework, HomeworkListResponse, HomeworkStudentsResponse } from './entities';
import type { HomeworkListRequest } from './list';
import type { HomeworkEditRequest, HomeworkSaveRequest } from './save';

const service = 'homework';

export const HOMEWORK = {
  list: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/GetHomeworkList', body: of<HomeworkListRequest>(), answer: of<HomeworkListResponse>() }),
  create: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/Create', body: of<HomeworkSaveRequest>(), answer: of<Homework>() }),
  /** Sent with the version read as `If-Match` (and in the body). */
  edit: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/Edit', body: of<HomeworkEditRequest>(), answer: of<Homework>() }),
  delete: endpoint({ service, method: 'DELETE', path: 'v3/HomeworkManagement/DeleteHomework/:id', answer: of<Pick<Homework, 'Id'>>() }),
  /** What deleting the homework takes, counted for the question before it is asked. */
  deleteSummary: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetDeleteHomeworkSummary/:id', answer: of<DeleteCounts>() }),
  /** The school's homework deleted within DELETED_HOMEWORK_KEPT_DAYS, newest first (Recently deleted). */
  deleted: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetDeletedHomework', answer: of<DeletedHomework[]>() }),
  /** Undo a delete, or restore it from Recently deleted: the homework and everything under it back. */
  restoreDeleted: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/RestoreDeletedHomework/:id', answer: of<RestoreDeletedAnswer>() }),
  get: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetHomework/:id', answer: of<Homework>() }),
  students: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetHomeworkStudents/:id', answer: of<HomeworkStudentsResponse>() }),
  subjects: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/Subjects', answer: of<Subject[]>() }),
  validAttachmentFileTypes: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/GetValidAttachmentFileTypes', answer: of<string[]>() }),
  /** Multipart field `file`. */
  uploadAttachment: endpoint({ service, method: 'POST', path: 'v3/HomeworkManagement/UploadAttachment', as: 'upload', answer: of<UploadAttachmentResponse>() }),
  /** Download of one homework attachment (always as a file, never rendered inline). */
  attachment: endpoint({ service, method: 'GET', path: 'v3/HomeworkManagement/Attachment/:homeworkId/:attachmentId', as: 'file' }),
} as const;
