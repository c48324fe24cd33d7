// Each merge tag's name and description in the catalogue, by the tag as the contracts write it.
import type { MERGE_TAGS } from '@homework/contracts';
import type { MessagingKey } from '.';

type Tag = (typeof MERGE_TAGS)[number]['tag'];

export const MERGE_TAG_TEXTS: Record<Tag, { label: MessagingKey; description: MessagingKey }> = {
  '{{RecipientName}}': { label: 'tags.recipient', description: 'tags.recipientAbout' },
  '{{StudentName}}': { label: 'tags.student', description: 'tags.studentAbout' },
  '{{SchoolName}}': { label: 'tags.school', description: 'tags.schoolAbout' },
  '{{SenderName}}': { label: 'tags.sender', description: 'tags.senderAbout' },
};
