// The inline file viewer: the teacher marking view renders StudentFiles (or one AttachmentViewer).
export { AttachmentViewer, type AttachmentViewerProps } from './components/attachment-viewer';
export { StudentFiles, type StudentFilesProps } from './components/student-files';
export { fileBytesQuery } from './api/file-bytes';
