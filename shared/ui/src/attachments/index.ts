export { AttachmentsField, type AttachmentsFieldProps, type UploadedFile } from './attachments-field';
export {
  checkFiles,
  defaultMaxCountMessage,
  defaultTooLargeMessage,
  formatFileSize,
  type AttachmentLimits,
  type CheckedFiles,
} from './attachment-rules';
