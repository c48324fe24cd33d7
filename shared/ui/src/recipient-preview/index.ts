export { RecipientPreview, type RecipientPreviewProps } from './recipient-preview';
export {
  RECIPIENT_PERSON_TYPE,
  mergeParents,
  messageRecipients,
  messagesSummary,
  recipientPreview,
  type MessageRecipient,
  type ParentPreviewRow,
  type RecipientPreviewInput,
  type RecipientPreviewRows,
  type SendTo,
  type StudentPreviewRow,
} from './recipients';
