// Every user-facing text of the spec's error catalogues (01 §8, 02 §8), defined once.

export const MESSAGES = {
  notAuthenticated: 'Not authenticated, abandoning request',
  cancelledByUser: 'Cancelled by user',
  unauthorisedFetch: 'Unauthorised',
  unauthorisedSignedIn:
    'You have successfully signed in but do not have access to this portal. Please contact your administrator.',
  unauthorisedRegister:
    'Before signing in, please make sure you are registered or contact your school if you have not received a registration email.',
  teacherPhotoFailed: 'unable to resolve teacher photo',
  studentPhotoFailed: 'unable to resolve student photo',
  homeworkCreated: 'Homework created.',
  homeworkSaved: 'Homework saved successfully.',
  handedInStatusUpdated: 'Handed In status updated.',
  groupMembershipChanged:
    'Groups members for this homework have changed since it was last saved. Saving the homework will update who can see the homework.',
  deleteConfirmTitle: 'Are You Sure?',
  deleteConfirmBody:
    "You're deleting homework that could have been read and submitted by students. Are you sure you want to delete?",
  noMatchingRecords: 'No matching records found.',
  widgetFailed: 'Oops, something has gone wrong',
  fileTooLargeToView: 'This file is too large to be viewed online.',
  noStudentAttachments: 'No attachments uploaded by student',
  invalidCredentials: 'Invalid username or password.',
  noRecipientsSelected: 'No recipients selected.',
  subjectEmpty: 'Subject can not be empty.',
  messageBodyEmpty: 'Message body can not be empty.',
  pleaseSelectRecipients: 'Please select recipients.',
  tooManyMessageAttachments: 'Only three attachments can be attached of size 5 MB each',
  messageSent: 'Message sent successfully.',
  allMessagesSent: 'All messages sent successfully.',
} as const;

export const failedToLoadHomeworkDashboard = (reason: string) => `Failed to load homework dashboard. ${reason}`;
export const failedToLoadHomework = (message: string) => `Failed to load homework. ${message}`;
export const failedToLoadSubjectOrTeachers = (message: string) => `Failed to load subject or teachers. ${message}`;
export const saveFailed = (serverMessage: string) => `Save failed. ${serverMessage}`;
export const notValidValueOfObject = (value: string) => `${value} is not valid value of object`;
export const fileNotSupported = (file: string) => `"${file}" is not supported`;
export const uploadFailed = (file: string) => `Upload of "${file}" attachment failed`;
export const messageAttachmentTooLarge = (file: string) => `Size of "${file}" must be less than 5 MB`;
export const someMessagesSent = (sent: number, total: number) => `${sent} of ${total} messages sent successfully.`;
export const messageSendingFailed = (serverMessage: string) => `Message sending failed. ${serverMessage}`;

/** Texts of the status pages (01 §2). */
export const STATUS_PAGES = {
  unauthorised: { title: 'Unauthorised access' },
  signedOut: { title: 'Signed out', body: 'You are now signed out of the system.' },
  noLicenses: {
    title: 'Access unavailable',
    body: 'The engagement product is currently not available to your school.',
  },
} as const;
