// The description is stored as the teacher wrote it in the editor (HTML), cleaned by the suite's one
// rich-text rule (domain/rich-text.ts), which message bodies share.
export { sanitiseRichText as sanitiseDescription } from '../../domain/rich-text';
