// Schemas of the comment bank's routes: bodies name their fields so a bad value answers in words;
// answers list every field. The types of ./rules.ts come from these (Static<>).
import { COMMENT_BANKS, MAX_BANK_COMMENT_LENGTH } from './codes';
import { Answer, ListOf, Nullable, OneOf, Type, Uuid } from '../schema-builders';

const commentText = () => Type.String({ minLength: 1, maxLength: MAX_BANK_COMMENT_LENGTH, description: 'comment' });

export const CommentBankRequestSchema = Type.Object({
  SubjectId: Type.Optional(Uuid('subject id')),
});

export const BankCommentSchema = Answer({
  Id: Type.String(),
  Bank: OneOf(COMMENT_BANKS),
  SubjectId: Nullable(Type.String()),
  Text: Type.String(),
  /** How many times the caller has inserted it. */
  Uses: Type.Integer(),
  LastUsedAt: Nullable(Type.String({ description: "the caller's last insert, ISO instant" })),
  /** The caller may edit and delete it. */
  CanEdit: Type.Boolean(),
  Version: Type.Integer(),
});

export const CommentBankAnswerSchema = Answer({
  Comments: ListOf(BankCommentSchema),
  /** Where the caller may add a comment for the subject asked about. */
  CanAddTo: Answer({ own: Type.Boolean(), subject: Type.Boolean(), school: Type.Boolean() }),
});

export const AddBankCommentSchema = Type.Object({
  Bank: OneOf(COMMENT_BANKS, { description: 'bank' }),
  /** The subject a comment is for: a department's always, one's own or the school's when it is for one subject. */
  SubjectId: Nullable(Uuid('subject id')),
  Text: commentText(),
});

export const EditBankCommentSchema = Type.Object({
  Id: Uuid('comment id'),
  Text: commentText(),
  Version: Type.Integer({ minimum: 1, description: 'version' }),
});

export const BankCommentIdSchema = Type.Object({ Id: Uuid('comment id') });

export const DeletedBankCommentSchema = Answer({ Id: Type.String(), Text: Type.String() });

export const UsedBankCommentSchema = Answer({ Id: Type.String(), Uses: Type.Integer() });
